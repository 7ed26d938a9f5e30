import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteSQLite
import ToteTesting

@Suite("Backing up an SQLite store")
struct SQLiteStoreBackupTests {
    @Test func theBackupOpensAsAToteStoreWithTheSameBoxesAndHistory() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let store = try await SQLiteStore.open(at: directory.path("tote.sqlite"))
            let driver = try await StoreDriver.driving(store)
            let kitchen = try await driver.addBox("Kitchen", items: ["Kettle", "Whisk"])
            try await driver.addBox("Attic", items: [])
            let robin = try AccessFixtures.account("robin")
            try await store.accounts().add(robin)
            let backupPath = directory.path("backup.sqlite")
            // When
            try await store.backup(to: backupPath)
            // Then
            let restored = try await StoreDriver.open(at: backupPath)
            let boxes = try await restored.ports.readModel.boxes(.first).entries
            #expect(boxes.map(\.title.text) == ["Kitchen", "Attic"])
            #expect(try await restored.find("w") == ["Whisk"])
            #expect(try await restored.ports.readModel.history(of: kitchen, .first).totalCount == 3)
            #expect(try await SQLiteStore.open(at: backupPath).accounts().account(robin.id) == robin)
            #expect(try directory.fileNames().filter { $0.hasSuffix(".partial") }.isEmpty)
        }
    }

    @Test func aBackupTakenWhileAnotherStoreWritesIsOneConsistentMoment() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.path("tote.sqlite")
            let store = try await SQLiteStore.open(at: path)
            let writer = try await StoreDriver.open(at: path)
            let box = try await writer.addBox("Busy", items: [])
            let backupPath = directory.path("backup.sqlite")
            // When
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for index in 1...200 { try await writer.addItem("Item \(index)", to: box) }
                }
                group.addTask {
                    for _ in 1...5 { try await store.backup(to: backupPath) }
                }
                try await group.waitForAll()
            }
            // Then
            let inspector = DatabaseInspector(path: backupPath)
            #expect(try await inspector.scalar("PRAGMA integrity_check") as String == "ok")
            try await inspector.checkSearchIndex()
            let items = try await inspector.count("item")
            #expect(try await inspector.count("event") == items + 1)
            #expect(try await inspector.scalar("SELECT event_count FROM inventory") == items + 1)
            #expect(try await writer.ports.readModel.box(numbered: box, .first)?.box.itemCount == 200)
        }
    }

    @Test func aBackupReplacesAnOlderBackupAtThePath() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let store = try await SQLiteStore.open(at: directory.path("tote.sqlite"))
            let driver = try await StoreDriver.driving(store)
            try await driver.addBox("First", items: [])
            let backupPath = directory.path("backup.sqlite")
            try await store.backup(to: backupPath)
            try await driver.addBox("Second", items: [])
            // When
            try await store.backup(to: backupPath)
            // Then
            let boxes = try await StoreDriver.open(at: backupPath).ports.readModel.boxes(.first).entries
            #expect(boxes.map(\.title.text) == ["First", "Second"])
        }
    }

    @Test func aBackupOntoTheStoresOwnFileIsRefusedAndTheStoreKeepsWorking() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.path("tote.sqlite")
            let store = try await SQLiteStore.open(at: path)
            let driver = try await StoreDriver.driving(store)
            try await driver.addBox("Kitchen", items: [])
            let samePath = directory.url.appendingPathComponent("./tote.sqlite").path
            // When / Then
            await #expect(throws: BackupError.sameFileAsStore(path: samePath)) {
                try await store.backup(to: samePath)
            }
            try await driver.addBox("Attic", items: [])
            let boxes = try await StoreDriver.open(at: path).ports.readModel.boxes(.first).entries
            #expect(boxes.map(\.title.text) == ["Kitchen", "Attic"])
        }
    }

    @Test func aBackupIntoAMissingFolderFailsAndWritesNothing() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let store = try await SQLiteStore.open(at: directory.path("tote.sqlite"))
            let before = try directory.fileNames()
            // When / Then
            let path = directory.path("missing/backup.sqlite")
            await #expect(
                throws: BackupError.cannotWrite(
                    path: path, reason: "the folder \(directory.path("missing")) does not exist")
            ) {
                try await store.backup(to: path)
            }
            #expect(try directory.fileNames() == before)
        }
    }
}
