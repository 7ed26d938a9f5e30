import GRDB
import Synchronization
import ToteApplication

/// How many writes this process has asked a pool's writer for and not yet had back: an import filling an inventory
/// ends its batch as soon as one waits (``ImportBatches``). Counted across every store the process has open.
enum WritesWaiting {
    static let count = Atomic<Int>(0)
}

extension DatabasePool {
    /// `write`, with SQLite's errors told in words people can act on (``StoreError``), never with the statement
    /// that failed: another process kept the write lock past the busy timeout (``StoreError/busy``), the disk is full
    /// (``StoreError/full``), or another reason. While it waits and writes, batches of this process and of others
    /// know it waits (``WritesWaiting``, ``WriteTurns``).
    func writing<T: Sendable>(_ updates: @Sendable (Database) throws -> T) async throws -> T {
        try await tellingInWords { try await write(updates) }
    }

    /// `writeWithoutTransaction`, with errors told as ``writing(_:)`` tells them.
    func writingWithoutTransaction<T: Sendable>(_ updates: @Sendable (Database) throws -> T) async throws -> T {
        try await tellingInWords { try await writeWithoutTransaction(updates) }
    }

    private func tellingInWords<T>(_ work: () async throws -> T) async throws -> T {
        WritesWaiting.count.add(1, ordering: .relaxed)
        defer { WritesWaiting.count.subtract(1, ordering: .relaxed) }
        return try await WriteTurns.announcing(at: path) { try await StoreError.toldInWords(work) }
    }
}

extension StoreError {
    /// `work`, with SQLite's errors told as ``StoreError``s.
    static func toldInWords<T>(_ work: () async throws -> T) async throws -> T {
        do {
            return try await work()
        } catch let error as DatabaseError {
            throw StoreError(error)
        }
    }

    /// What an SQLite error means to the people using the store.
    init(_ error: DatabaseError) {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy
        case .SQLITE_FULL: self = .full
        case .SQLITE_READONLY: self = .failed(reason: "its file cannot be written")
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: self = .failed(reason: "its file is damaged")
        case .SQLITE_IOERR: self = .failed(reason: "the disk could not be read or written")
        case .SQLITE_CONSTRAINT: self = .failed(reason: "a value breaks a rule of the store")
        case .SQLITE_NOMEM: self = .failed(reason: "the computer has no memory left for it")
        case .SQLITE_CANTOPEN: self = .failed(reason: "its file cannot be opened")
        default: self = .failed(reason: "SQLite error \(error.resultCode.rawValue)")
        }
    }
}
