import Foundation
import Logging
import Testing
import ToteApplication
import ToteDomain
import ToteSQLite

@testable import ToteComposition

@Suite("Backups of the SQLite store")
struct BackupServiceTests {
    @Test("each backup is a complete Tote store, and only the newest are kept")
    func keepsNewest() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tote-backup-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = try await SQLiteStore.open(at: directory + "/tote.sqlite")
        let tote = InventoryUseCases(
            inventory: Inventory.localID, ports: try await store.ports(for: Inventory.localID), clock: SystemClock(),
            publisher: nil, role: .owner, author: .commandLine)
        let box = try await tote.commands.provisionBox(ProvisionBoxRequest(title: "Winter clothes"))
        let service = BackupService(
            store: store, directory: directory + "/backups", interval: .seconds(3_600), keep: 2,
            logger: Logger(label: "test"))

        for second in 0..<3 {
            try await service.backUp(at: Date(timeIntervalSince1970: 1_800_000_000 + Double(second)))
        }

        let folder = try FileManager.default.attributesOfItem(atPath: directory + "/backups")
        #expect((folder[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory + "/backups").sorted()
        #expect(kept == ["tote-20270115-080001.sqlite", "tote-20270115-080002.sqlite"])
        let restored = try await SQLiteStore.open(at: directory + "/backups/" + kept[1])
        let copy = try await restored.ports(for: Inventory.localID).readModel.box(numbered: box, .first)
        #expect(copy?.box.title.text == "Winter clothes")
    }

    @Test("backup names sort by time, in UTC")
    func names() {
        #expect(BackupService.fileName(for: Date(timeIntervalSince1970: 0)) == "tote-19700101-000000.sqlite")
    }
}
