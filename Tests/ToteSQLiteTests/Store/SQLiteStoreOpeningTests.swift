import Foundation
import GRDB
import Testing
import ToteApplication
import ToteDomain
import ToteSQLite
import ToteTesting

@Suite("Opening an SQLite store")
struct SQLiteStoreOpeningTests {
    @Test func refusesAFolderAndLeavesItAsItIs() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.path("boxes")
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            try Data("keep".utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent("inside.txt"))
            // When / Then
            await #expect(throws: StoreError.notAToteStore(path: path, reason: "it is a directory")) {
                try await SQLiteStore.open(at: path)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["inside.txt"])
            #expect(try directory.fileNames() == ["boxes"])
        }
    }

    @Test func refusesATextFileAndLeavesItsBytesUnchanged() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.path("notes.txt")
            let bytes = Data("Shopping list:\n- tape\n- markers\n".utf8)
            try bytes.write(to: URL(fileURLWithPath: path))
            // When / Then
            await #expect(throws: StoreError.notAToteStore(path: path, reason: "it is not an SQLite database")) {
                try await SQLiteStore.open(at: path)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
            #expect(try directory.fileNames() == ["notes.txt"])
        }
    }

    @Test func refusesAnotherApplicationsDatabaseAndLeavesItsBytesUnchanged() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.path("photos.sqlite")
            try await DatabaseQueue(path: path).write { db in
                try db.execute(
                    sql: "CREATE TABLE photo (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO photo VALUES (1, 'x')")
            }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            // When / Then
            await #expect(
                throws: StoreError.notAToteStore(path: path, reason: "it is an SQLite database of another application")
            ) {
                try await SQLiteStore.open(at: path)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
            #expect(try directory.fileNames() == ["photos.sqlite"])
        }
    }

    @Test func refusesADatabaseMarkedByAnotherApplication() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.path("other.sqlite")
            try await DatabaseQueue(path: path).write { db in try db.execute(sql: "PRAGMA application_id = 42") }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            // When / Then
            await #expect(
                throws: StoreError.notAToteStore(
                    path: path, reason: "it is an SQLite database of another application (application id 42)")
            ) {
                try await SQLiteStore.open(at: path)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        }
    }

    @Test func refusesAMissingFolderWithoutCreatingAnything() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let folder = directory.path("nowhere")
            let path = folder + "/tote.sqlite"
            // When / Then
            await #expect(
                throws: StoreError.cannotOpen(path: path, reason: "the folder \(folder) does not exist")
            ) {
                try await SQLiteStore.open(at: path)
            }
            let remaining = try directory.fileNames()
            #expect(remaining.isEmpty)
        }
    }

    @Test func makesAToteStoreOfAMissingFile() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            // When
            let store = try await SQLiteStore.open(at: path)
            _ = try await store.ports(for: Inventory.localID)
            // Then
            let (applicationID, journalMode) = try await DatabaseQueue(path: path).read { db in
                (
                    try Int32.fetchOne(db, sql: "PRAGMA application_id"),
                    try String.fetchOne(db, sql: "PRAGMA journal_mode")
                )
            }
            #expect(applicationID == 0x546F_7465)
            #expect(journalMode == "wal")
        }
    }

    @Test func makesAToteStoreOfAnEmptyFile() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.path("empty.sqlite")
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            // When
            let number = try await StoreDriver.open(at: path).addBox("First", items: [])
            // Then
            #expect(number.value == 1)
            #expect(
                try await DatabaseQueue(path: path).read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") }
                    == 0x546F_7465)
        }
    }

    @Test func reopeningKeepsTheData() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let number = try await StoreDriver.open(at: path).addBox("Winter clothes", items: ["Scarf", "Gloves"])
            // When
            let reopened = try await StoreDriver.open(at: path)
            // Then
            let detail = try #require(try await reopened.ports.readModel.box(numbered: number, .first))
            #expect(detail.box.title.text == "Winter clothes")
            #expect(detail.items.entries.map(\.title.text) == ["Scarf", "Gloves"])
            #expect(try await reopened.addItem("Hat", to: number).value == 3)
        }
    }

    @Test func refusesADatabaseWrittenByANewerTote() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            try await StoreDriver.open(at: path).addBox("Books", items: [])
            try await DatabaseQueue(path: path).write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
            }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            // When / Then
            await #expect(throws: StoreError.createdByNewerVersion(path: path)) {
                try await SQLiteStore.open(at: path)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        }
    }
}
