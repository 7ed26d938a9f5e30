import Foundation
import ToteApplication
import ToteMemoryStore

/// A store kept in one property-list file, replaced atomically on every write so it is never half-written.
///
/// Each operation reads the whole file: meant for small inventories that people want to read or copy by hand.
public struct PropertyListStore: StoreStateContainer {
    let path: String
    private let lock: FileLock

    /// Opens the store at `path`, creating it when the file is missing or empty.
    public static func open(at path: String) async throws -> PropertyListStore {
        let store = PropertyListStore(path: path)
        // Checked before the lock file is made, so a refused path gets nothing written beside it.
        guard try store.load() == nil else { return store }
        try store.lock.withLock {
            if try store.load() == nil {
                try store.replace(with: StoreState())
            }
        }
        return store
    }

    private init(path: String) {
        self.path = path
        lock = FileLock(path: path + ".lock")
    }

    public func read<Result: Sendable>(_ body: @Sendable (StoreState) throws -> Result) async throws -> Result {
        try body(load() ?? StoreState())
    }

    public func write<Result: Sendable>(_ body: @Sendable (inout StoreState) throws -> Result) async throws -> Result {
        try lock.withLock {
            var state = try load() ?? StoreState()
            let result = try body(&state)
            try replace(with: state)
            return result
        }
    }

    /// The stored state, or nil where there is no file yet or an empty one.
    private func load() throws -> StoreState? {
        try PropertyListFile(path: path).read()
    }

    private func replace(with state: StoreState) throws {
        try PropertyListFile(path: path).write(state)
    }
}
