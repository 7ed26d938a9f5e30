import Foundation
import ToteApplication
import ToteFileStore
import ToteMemoryStore
import ToteSQLite

/// The store adapters Tote has: opens the concrete store a ``StoreLocation`` names.
struct StoreAdapters: Sendable {
    let directories: UserDirectories

    func open(_ location: StoreLocation) async throws -> any InventoryStore {
        switch location {
        case .sqlite(let path):
            if location == StoreLocation.defaultLocation(in: directories) {
                try createDefaultDirectory()
            }
            return try await SQLiteStore.open(at: path)
        case .propertyList(let path):
            return try await PropertyListStore.open(at: path)
        case .memory:
            return InMemoryStore()
        }
    }

    /// The default store's directory is made on first use; a given path must already have its directory.
    private func createDefaultDirectory() throws {
        let directory = directories.toteData
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError.cannotOpen(path: directory, reason: "the directory cannot be created")
        }
    }
}
