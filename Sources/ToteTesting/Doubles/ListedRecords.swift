import Synchronization
import ToteApplication
import ToteDomain

/// The records of a lossless export given as the parts an export wrote, a line each, for tests.
public final class ListedRecords: KeptRecords {
    private let records: [KeptRecord]
    private let position = Mutex(0)

    public init(_ parts: [KeptPart]) {
        records = Self.records(of: parts)
    }

    /// The records of the parts, in the order an export writes them.
    public static func records(of parts: [KeptPart]) -> [KeptRecord] {
        parts.flatMap { part -> [KeptRecord] in
            switch part {
            case .start(let counts): [.start(counts)]
            case .boxes(let boxes): boxes.map(KeptRecord.box)
            case .items(let items): items.map(KeptRecord.item)
            case .photos(let photos): photos.map(KeptRecord.photo)
            case .events(let events): events.map(KeptRecord.event)
            case .end(let counts): [.end(counts)]
            }
        }
    }

    public init(records: [KeptRecord]) {
        self.records = records
    }

    public func next() throws -> (line: Int, record: KeptRecord)? {
        let index = position.withLock { index in
            defer { index += 1 }
            return index
        }
        return index < records.count ? (index + 1, records[index]) : nil
    }

    public var progress: JobProgress {
        JobProgress(done: min(position.withLock { $0 }, records.count), total: records.count, unit: .rows)
    }
}
