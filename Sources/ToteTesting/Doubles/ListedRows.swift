import Synchronization
import ToteApplication
import ToteDomain

/// Rows of an import given as a list, for tests; a row given as an error is thrown when its turn comes.
public final class ListedRows: ImportRows {
    private let rows: [Result<ImportedRow, ImportError>]
    private let position = Mutex(0)
    public let setAside: [ImportReport.SetAside]

    public init(_ rows: [Result<ImportedRow, ImportError>], setAside: [ImportReport.SetAside] = []) {
        self.rows = rows
        self.setAside = setAside
    }

    public convenience init(_ rows: [ImportedRow]) {
        self.init(rows.map { .success($0) })
    }

    public func next() throws -> ImportedRow? {
        let index = position.withLock { index in
            defer { index += 1 }
            return index
        }
        guard index < rows.count else { return nil }
        return try rows[index].get()
    }

    public var progress: JobProgress {
        JobProgress(done: min(position.withLock { $0 }, rows.count), total: rows.count, unit: .rows)
    }

    /// A row of an item at a place given by a `/`-separated path, its last level the box's title.
    public static func row(
        _ line: Int, _ title: String, at path: String, reference: String? = nil, quantity: Int = 1,
        note: String? = nil
    ) throws -> ImportedRow {
        let levels = path.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
        return ImportedRow(
            line: line, reference: reference,
            place: ImportPlace(levels: try levels.map(Title.init)),
            title: try Title(title), quantity: try Quantity(quantity), note: try Note.optional(note))
    }
}
