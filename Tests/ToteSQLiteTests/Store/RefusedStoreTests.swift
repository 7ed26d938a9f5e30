import Foundation
import GRDB
import Testing
import ToteApplication
import ToteSQLite
import ToteTesting

/// Files Tote refuses as a store: each is left as it was, bytes and modes, with no `-wal` or `-shm` beside it.
@Suite("Stores Tote refuses are left as they were")
struct RefusedStoreTests {
    enum Refused: String, CaseIterable, Sendable {
        case foreignDatabaseInWALMode
        case foreignDatabase
        case readOnlyStore
        case readOnlyForEveryone
        case truncatedStore
        case randomBytes
        case storeOfANewerTote

        /// Makes the file at `path`, with every connection to it closed.
        func make(at path: String) async throws {
            switch self {
            case .foreignDatabaseInWALMode, .foreignDatabase:
                let queue = try DatabaseQueue(path: path)
                try await queue.writeWithoutTransaction { db in
                    if self == .foreignDatabaseInWALMode { try db.execute(sql: "PRAGMA journal_mode = WAL") }
                    try db.execute(sql: "CREATE TABLE photo (id INTEGER PRIMARY KEY, name TEXT)")
                    try db.execute(sql: "INSERT INTO photo (name) VALUES ('cat.jpg')")
                }
                try queue.close()
            case .readOnlyStore, .readOnlyForEveryone:
                try await RefusedStoreTests.makeStore(at: path, boxes: 1)
                chmod(path, self == .readOnlyStore ? 0o400 : 0o444)
            case .truncatedStore:
                try await RefusedStoreTests.makeStore(at: path, boxes: 200)
                let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
            case .randomBytes:
                var generator = SeededBytes(seed: 7)
                try Data((0..<8192).map { _ in generator.next() }).write(to: URL(fileURLWithPath: path))
            case .storeOfANewerTote:
                try await RefusedStoreTests.makeStore(at: path, boxes: 1)
                let queue = try DatabaseQueue(path: path)
                try await queue.write { db in
                    try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
                }
                try queue.close()
            }
        }

        func error(for path: String) -> StoreError {
            switch self {
            case .foreignDatabaseInWALMode, .foreignDatabase:
                .notAToteStore(path: path, reason: "it is an SQLite database of another application")
            case .readOnlyStore, .readOnlyForEveryone:
                .readOnly(path: path)
            case .truncatedStore:
                .damaged(path: path)
            case .randomBytes:
                .notAToteStore(path: path, reason: "it is not an SQLite database")
            case .storeOfANewerTote:
                .createdByNewerVersion(path: path)
            }
        }
    }

    @Test("is refused with its own error, and the folder is byte for byte as it was", arguments: Refused.allCases)
    func refused(file: Refused) async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.path("tote.sqlite")
            try await file.make(at: path)
            let before = try FolderSnapshot(of: directory)
            // The lock files a store Tote wrote keeps beside it are the only other files.
            try #require(
                Set(before.files.keys).subtracting(["tote.sqlite.lock", "tote.sqlite.writers.lock"]) == ["tote.sqlite"],
                "\(before)")
            // When / Then
            await #expect(throws: file.error(for: path)) {
                try await SQLiteStore.open(at: path)
            }
            let after = try FolderSnapshot(of: directory)
            #expect(after == before, "before: \(before); after: \(after)")
        }
    }

    @Test("a store its owner can write again opens as before")
    func writableAgain() async throws {
        try await TemporaryDirectory.with { directory in
            let path = directory.path("tote.sqlite")
            try await Refused.readOnlyStore.make(at: path)
            await #expect(throws: StoreError.readOnly(path: path)) { try await SQLiteStore.open(at: path) }

            chmod(path, 0o600)

            let reopened = try await StoreDriver.open(at: path)
            #expect(try await reopened.addBox("Shed", items: []).value == 2)
        }
    }

    @Test("a store whose path holds ?, #, % and spaces is read as a file, not as a URI")
    func uriCharactersInPath() async throws {
        try await TemporaryDirectory.with { directory in
            let path = directory.path("boxes? #1 100%.sqlite")
            try await Self.makeStore(at: path, boxes: 1)

            let reopened = try await StoreDriver.open(at: path)

            #expect(try await reopened.addBox("Shed", items: []).value == 2)
            #expect(try directory.fileNames().first == "boxes? #1 100%.sqlite")
        }
    }

    /// Makes a Tote store holding `boxes` boxes of three items each; its connections are closed when this returns.
    static func makeStore(at path: String, boxes: Int) async throws {
        let driver = try await StoreDriver.open(at: path)
        for number in 1...boxes {
            try await driver.addBox("Box \(number)", items: ["Tape", "Scissors", "Marker"])
        }
    }
}

/// The same bytes on every run, to stand for a file of random content.
private struct SeededBytes {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt8 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 56)
    }
}
