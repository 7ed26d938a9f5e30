import ToteDomain

/// A lossless export read back a line at a time: the header with the counts, then every box, item and event, and a
/// last line repeating the counts, so that a file cut short is known as such.
public protocol KeptRecords: Sendable {
    /// The next record with its line, nil after the last line. Throws ``ImportError`` for a line it cannot read.
    func next() throws -> (line: Int, record: KeptRecord)?
    var progress: JobProgress { get }
}

public enum KeptRecord: Sendable, Equatable {
    case start(KeptCounts)
    case box(KeptBox)
    case item(KeptItem)
    case photo(KeptPhoto)
    case event(DomainEvent)
    case end(KeptCounts)
}
