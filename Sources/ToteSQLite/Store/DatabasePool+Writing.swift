import GRDB
import ToteApplication

extension DatabasePool {
    /// `write`, with SQLite's busy error (another process kept the write lock past the busy timeout, as a long import
    /// does) told as ``StoreError/busy``, which people can act on.
    func writing<T: Sendable>(_ updates: @Sendable (Database) throws -> T) async throws -> T {
        try await Self.tellingBusy { try await write(updates) }
    }

    /// `writeWithoutTransaction`, with the busy error told as ``writing(_:)`` tells it.
    func writingWithoutTransaction<T: Sendable>(_ updates: @Sendable (Database) throws -> T) async throws -> T {
        try await Self.tellingBusy { try await writeWithoutTransaction(updates) }
    }

    private static func tellingBusy<T>(_ work: () async throws -> T) async throws -> T {
        do {
            return try await work()
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            throw StoreError.busy
        }
    }
}
