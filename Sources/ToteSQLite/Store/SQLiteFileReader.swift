import Foundation
import GRDBSQLite

/// A read-only SQLite connection of its own, to look into a file before any of Tote's connections opens it.
///
/// Read as immutable, the file is read without locks and without the `-wal` and `-shm` files that any other
/// connection to a database in WAL mode creates beside it, and that a read-only connection leaves there. It is an
/// SQLite connection rather than a file handle of its own: closing a descriptor of our own would drop the POSIX locks
/// that this process's other connections hold on the same file, where SQLite keeps them.
final class SQLiteFileReader {
    private let connection: OpaquePointer

    /// - Parameter immutable: Whether to read the file alone, as if nothing could change it: for a file no connection
    ///   has open. Otherwise it is read with locks, its WAL included, like a database in use.
    init(path: String, immutable: Bool) throws(SQLiteFileError) {
        var opened: OpaquePointer?
        let name = Self.uri(path: path, immutable: immutable)
        let code = sqlite3_open_v2(name, &opened, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil)
        guard code == SQLITE_OK, let opened else {
            let error = SQLiteFileError(code: code, message: String(cString: sqlite3_errstr(code)))
            sqlite3_close_v2(opened)
            throw error
        }
        connection = opened
        // Another process may be writing or checkpointing this very file; wait for it like every other connection.
        sqlite3_busy_timeout(connection, 10_000)
    }

    deinit {
        sqlite3_close_v2(connection)
    }

    /// The first column of every row that `sql` returns, as text.
    func texts(_ sql: String) throws(SQLiteFileError) -> [String] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK else { throw lastError() }
        defer { sqlite3_finalize(statement) }
        var texts: [String] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                texts.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "")
            case SQLITE_DONE:
                return texts
            default:
                throw lastError()
            }
        }
    }

    private func lastError() -> SQLiteFileError {
        SQLiteFileError(code: sqlite3_errcode(connection), message: String(cString: sqlite3_errmsg(connection)))
    }

    /// A `file:` URI for the absolute path, so that no part of the path is read as a URI parameter.
    private static func uri(path: String, immutable: Bool) -> String {
        let absolute = URL(fileURLWithPath: path).path
        let encoded = absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? absolute
        return "file://" + encoded + (immutable ? "?immutable=1" : "")
    }
}

/// Why SQLite could not read a file: its primary result code and message.
struct SQLiteFileError: Error {
    let code: Int32
    let message: String

    init(code: Int32, message: String) {
        self.code = code & 0xFF
        self.message = message
    }
}
