import Foundation
import ToteApplication
import ToteMemoryStore

/// A store kept in one property-list file, replaced atomically on every change so it is never half-written.
///
/// Each operation reads the whole file: meant for small inventories that people want to read or copy by hand. A
/// write that leaves the state as it was (opening an inventory that is there, a request that changes nothing) writes
/// nothing; a file in an older layout is rewritten in the newest at its next change.
public struct PropertyListStore: StoreStateContainer {
    let path: String
    private let lock: FileLock

    /// Opens the store at `path`, creating it when the file is missing or empty.
    ///
    /// A file that is not a Tote store, or whose permission bits forbid writing it (even for root), is refused and
    /// left as it was. The temporary files of writes that a killed process left beside the store are removed. Should
    /// making a new store fail, on a full disk say, the lock file it made is removed too, and
    /// ``StoreError/cannotCreate(path:reason:)`` is thrown.
    public static func open(at path: String) async throws -> PropertyListStore {
        let store = PropertyListStore(path: path)
        // Checked before the lock file is made, so a refused path gets nothing written beside it.
        let state = try store.file.read()
        try store.file.checkWritable()
        guard state == nil else {
            TemporaryName.removeLeftovers(in: store.file.folder)
            return store
        }
        try store.create()
        return store
    }

    private init(path: String) {
        self.path = path
        lock = FileLock(path: path + ".lock")
    }

    public func read<Result: Sendable>(_ body: @Sendable (StoreState) throws -> Result) async throws -> Result {
        try body(file.read() ?? StoreState())
    }

    public func write<Result: Sendable>(_ body: @Sendable (inout StoreState) throws -> Result) async throws -> Result {
        try lock.withLock {
            let before = try file.read() ?? StoreState()
            var state = before
            let result = try body(&state)
            guard state != before else { return result }
            do throws(WriteFailure) {
                try file.write(state)
            } catch {
                throw StoreError.cannotOpen(path: path, reason: "it cannot be written (\(error.reason))")
            }
            return result
        }
    }

    private var file: PropertyListFile { PropertyListFile(path: path) }

    private func create() throws {
        let lockExisted = FileManager.default.fileExists(atPath: lock.path)
        try lock.withLock {
            TemporaryName.removeLeftovers(in: file.folder)
            guard try file.read() == nil else { return }
            do throws(WriteFailure) {
                try file.write(StoreState())
            } catch {
                if !lockExisted { try lock.removeWhileHeld() }
                throw StoreError.cannotCreate(path: path, reason: error.reason)
            }
        }
    }
}
