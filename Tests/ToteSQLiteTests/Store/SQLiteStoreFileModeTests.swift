import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteSQLite
import ToteTesting

@Suite("Who may read the files an SQLite store creates")
struct SQLiteStoreFileModeTests {
    @Test("a new store, its WAL and shared-memory files, and its backups are readable by their owner only")
    func ownerOnly() async throws {
        try await TemporaryDirectory.with { directory in
            let path = directory.path("tote.sqlite")
            let store = try await SQLiteStore.open(at: path)
            let useCases = InventoryUseCases(
                inventory: Inventory.localID, ports: try await store.ports(for: Inventory.localID),
                clock: SteppingClock(), publisher: RecordingPublisher(), role: .owner, author: .commandLine,
                secrets: CountingSecretGenerator())
            _ = try await useCases.commands.provisionBox(ProvisionBoxRequest(title: "Kitchen"))
            let backup = directory.path("copy.sqlite")
            try await store.backup(to: backup)

            for file in [path, path + "-wal", path + "-shm", backup] {
                #expect(try Self.mode(of: file) == 0o600, "\(file)")
            }
        }
    }

    @Test("an existing store keeps the mode its owner gave it")
    func existingModeKept() async throws {
        try await TemporaryDirectory.with { directory in
            let path = directory.path("tote.sqlite")
            _ = try await SQLiteStore.open(at: path)
            chmod(path, 0o640)
            _ = try await SQLiteStore.open(at: path)
            #expect(try Self.mode(of: path) == 0o640)
        }
    }

    private static func mode(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

}
