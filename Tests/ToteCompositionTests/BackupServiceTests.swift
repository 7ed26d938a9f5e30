import Foundation
import Logging
import Testing
import ToteApplication
import ToteDomain
import ToteSQLite
import ToteTesting

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
            publisher: nil, role: .owner, author: .commandLine, secrets: CountingSecretGenerator())
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

    @Test("backup names sort by time, in UTC, and say when they were made")
    func names() {
        let date = Date(timeIntervalSince1970: 1_800_000_001)
        #expect(BackupName.file(at: Date(timeIntervalSince1970: 0)) == "tote-19700101-000000.sqlite")
        #expect(BackupName.date(of: BackupName.file(at: date)) == date)
        #expect(BackupName.date(of: "tote-20270115-080001.sqlite.lock") == nil)
        #expect(BackupName.date(of: "notes.txt") == nil)
        #expect(
            BackupName.replaced("/data/tote.sqlite", at: date) == "/data/tote.sqlite.before-restore-20270115-080001")
    }

    @Test("the next backup is due an interval after the newest, so restarts do not put it off; none is due at once")
    func schedule() async throws {
        try await TemporaryDirectory.with { directory in
            let store = try await SQLiteStore.open(at: directory.path("tote.sqlite"))
            let service = BackupService(
                store: store, directory: directory.path("backups"), interval: .seconds(6 * 3_600), keep: 7,
                logger: Logger(label: "test"))
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            #expect(service.nextBackup(after: now) == now)
            try await service.backUp(at: now.addingTimeInterval(-7 * 3_600))
            try await service.backUp(at: now.addingTimeInterval(-3_600))
            #expect(service.nextBackup(after: now) == now.addingTimeInterval(5 * 3_600))
        }
    }

    @Test("a copy a stopped server left half written is removed when the next one starts; backups stay")
    func removesUnfinished() async throws {
        try await TemporaryDirectory.with { directory in
            let store = try await SQLiteStore.open(at: directory.path("tote.sqlite"))
            let folder = directory.path("backups")
            let service = BackupService(
                store: store, directory: folder, interval: .seconds(3_600), keep: 7, logger: Logger(label: "test"))
            let backup = try await service.backUp(at: Date(timeIntervalSince1970: 1_800_000_000))
            let partial = folder + "/.tote-20270115-090000.sqlite.tote-\(Int32.max)-\(UUID().uuidString).partial"
            try Data("half".utf8).write(to: URL(fileURLWithPath: partial))
            service.removeUnfinishedCopies()
            #expect(!FileManager.default.fileExists(atPath: partial))
            #expect(FileManager.default.fileExists(atPath: backup))
        }
    }
}
