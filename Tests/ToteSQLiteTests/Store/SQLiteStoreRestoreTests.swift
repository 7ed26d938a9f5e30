import Foundation
import GRDB
import Testing
import ToteApplication
import ToteDomain
import ToteSQLite
import ToteTesting

@Suite("Restoring an SQLite store from a backup")
struct SQLiteStoreRestoreTests {
    /// A store at `tote.sqlite` with box "Kitchen", a backup of it at `backup.sqlite`, then box "Attic" added to the
    /// store only; every connection is closed when this returns.
    private static func arrange(_ directory: TemporaryDirectory) async throws {
        let store = try await SQLiteStore.open(at: directory.path("tote.sqlite"))
        let driver = try await StoreDriver.driving(store)
        try await driver.addBox("Kitchen", items: ["Kettle"])
        try await store.backup(to: directory.path("backup.sqlite"))
        try await driver.addBox("Attic", items: [])
    }

    private static func titles(at path: String) async throws -> [String] {
        try await StoreDriver.open(at: path).ports.readModel.boxes(.first).entries.map(\.title.text)
    }

    @Test("the backup replaces the store, which is kept whole beside it with its -wal and -shm files")
    func restores() async throws {
        try await TemporaryDirectory.with { directory in
            try await Self.arrange(directory)
            // A -wal file left beside the store, as a crash leaves one: copying a backup over the store alone would
            // have SQLite read the old -wal as part of the backup.
            try await Self.leaveWAL(beside: directory.path("tote.sqlite"), directory)
            try await Self.released(directory.path("tote.sqlite"))

            let kept = try await SQLiteStore.restore(
                from: directory.path("backup.sqlite"), to: directory.path("tote.sqlite"),
                keepingPreviousAs: directory.path("tote.sqlite.before"))

            #expect(kept)
            #expect(try await Self.titles(at: directory.path("tote.sqlite")) == ["Kitchen"])
            #expect(try await StoreDriver.open(at: directory.path("tote.sqlite")).find("kett") == ["Kettle"])
            #expect(try await Self.titles(at: directory.path("tote.sqlite.before")) == ["Kitchen", "Attic", "Shed"])
            #expect(try directory.fileNames().filter { $0.hasSuffix(".partial") }.isEmpty)
            let mode = try FileManager.default.attributesOfItem(atPath: directory.path("tote.sqlite"))[
                .posixPermissions]
            #expect((mode as? NSNumber)?.intValue == 0o600)
        }
    }

    @Test("a store in use is not replaced: nothing changes")
    func inUse() async throws {
        try await TemporaryDirectory.with { directory in
            try await Self.arrange(directory)
            let open = try await SQLiteStore.open(at: directory.path("tote.sqlite"))
            let before = try FolderSnapshot(of: directory)
            await #expect(throws: RestoreError.storeInUse(path: directory.path("tote.sqlite"))) {
                try await SQLiteStore.restore(
                    from: directory.path("backup.sqlite"), to: directory.path("tote.sqlite"),
                    keepingPreviousAs: directory.path("tote.sqlite.before"))
            }
            #expect(try FolderSnapshot(of: directory) == before)
            withExtendedLifetime(open) {}
        }
    }

    enum Bad: String, CaseIterable, Sendable {
        case missing, randomBytes, foreignDatabase, truncated, newer, theStoreItself, pendingWAL
    }

    @Test(
        "a file that is no whole backup of this Tote is refused, and the store is left as it was",
        arguments: Bad.allCases)
    func refused(_ bad: Bad) async throws {
        try await TemporaryDirectory.with { directory in
            try await Self.arrange(directory)
            let store = directory.path("tote.sqlite")
            var backup = directory.path("bad.sqlite")
            let expected: RestoreError
            switch bad {
            case .missing:
                expected = .notABackup(path: backup, reason: "there is no such file")
            case .randomBytes:
                try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: backup))
                expected = .notABackup(path: backup, reason: "it is not an SQLite database")
            case .foreignDatabase:
                let queue = try DatabaseQueue(path: backup)
                try await queue.write { try $0.execute(sql: "CREATE TABLE photo (id INTEGER PRIMARY KEY)") }
                try queue.close()
                expected = .notABackup(path: backup, reason: "it is not a database Tote wrote")
            case .truncated:
                let bytes = try Data(contentsOf: URL(fileURLWithPath: directory.path("backup.sqlite")))
                try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: backup))
                expected = .damaged(path: backup)
            case .newer:
                try FileManager.default.copyItem(atPath: directory.path("backup.sqlite"), toPath: backup)
                let queue = try DatabaseQueue(path: backup)
                try await queue.write {
                    try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
                }
                try queue.close()
                expected = .createdByNewerVersion(path: backup)
            case .theStoreItself:
                backup = store
                expected = .notABackup(path: backup, reason: "it is the store itself")
            case .pendingWAL:
                try FileManager.default.copyItem(atPath: directory.path("backup.sqlite"), toPath: backup)
                try await Self.leaveWAL(beside: backup, directory)
                expected = .notABackup(
                    path: backup, reason: "changes wait in its -wal file; make a backup with tote backup")
            }
            try await Self.released(store)
            let before = try FolderSnapshot(of: directory)
            await #expect(throws: expected) {
                try await SQLiteStore.restore(
                    from: backup, to: store, keepingPreviousAs: directory.path("tote.sqlite.before"))
            }
            #expect(try FolderSnapshot(of: directory) == before)
            #expect(try await Self.titles(at: store).prefix(2) == ["Kitchen", "Attic"])
        }
    }

    /// Waits until the stores closed at `path` have let go of its lease, which they do once their last connection is
    /// gone, a moment after they close: a restore asks for the lease for a short while only.
    private static func released(_ path: String) async throws {
        try await waitUntil("the stores closed at \(path) let go of its lock") {
            let descriptor = open(path + ".lock", O_RDWR)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            return flock(descriptor, LOCK_EX | LOCK_NB) == 0
        }
    }

    /// Adds box "Shed" to the database at `path` and leaves its change in a `-wal` file beside it, as a process that
    /// stopped before checkpointing does.
    private static func leaveWAL(beside path: String, _ directory: TemporaryDirectory) async throws {
        let saved = directory.path("saved-wal")
        do {
            let store = try await SQLiteStore.open(at: path)
            let driver = try await StoreDriver.driving(store)
            try await driver.addBox("Shed", items: [])
            try FileManager.default.copyItem(atPath: path + "-wal", toPath: saved)
        }
        if FileManager.default.fileExists(atPath: path + "-wal") {
            try FileManager.default.removeItem(atPath: path + "-wal")
        }
        try FileManager.default.moveItem(atPath: saved, toPath: path + "-wal")
    }
}
