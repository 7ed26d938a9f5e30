/// A file being imported, read a row at a time: the rows of an import come from here, in the file's order.
///
/// It is read on whatever thread the store writes on, one row after another, never from two threads at once.
public protocol ImportRows: Sendable {
    /// The next row, nil after the last. Throws ``ImportError`` for a row that cannot be read or checked.
    func next() throws -> ImportedRow?
    /// How much of the file has been read.
    var progress: JobProgress { get }
    /// What the file holds that Tote keeps no place for, so far: each column with the rows that filled it.
    var setAside: [ImportReport.SetAside] { get }
}
