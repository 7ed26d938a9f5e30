import Foundation
import Testing
import ToteApplication
import ToteSQLite
import ToteTesting

/// A store that cannot be made removes what the attempt made, and nothing that was there before.
///
/// A directory where SQLite must create the WAL or shared-memory file makes the attempt fail after the database file
/// was created: deterministic, and for root too.
@Suite("Making an SQLite store that cannot be made")
struct SQLiteStoreCreationFailureTests {
    /// Each file blocked by a directory, and what SQLite says when it cannot make it.
    static let blocked = [("-wal", "disk I/O error"), ("-shm", "attempt to write a readonly database")]

    @Test(
        "removes the new database file, keeps what was there, and the next attempt makes the store",
        arguments: blocked)
    func newFile(blocked suffix: String, reason: String) async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.path("tote.sqlite")
            try FileManager.default.createDirectory(atPath: path + suffix, withIntermediateDirectories: false)
            // When / Then
            await #expect(throws: StoreError.cannotCreate(path: path, reason: reason)) {
                try await SQLiteStore.open(at: path)
            }
            #expect(try directory.fileNames() == ["tote.sqlite" + suffix])

            try FileManager.default.removeItem(atPath: path + suffix)
            #expect(try await StoreDriver.open(at: path).addBox("Kitchen", items: []).value == 1)
        }
    }

    @Test("keeps an empty file that was there before", arguments: blocked)
    func emptyFile(blocked suffix: String, reason: String) async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.path("tote.sqlite")
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            try FileManager.default.createDirectory(atPath: path + suffix, withIntermediateDirectories: false)
            // When / Then
            await #expect(throws: StoreError.cannotCreate(path: path, reason: reason)) {
                try await SQLiteStore.open(at: path)
            }
            #expect(try directory.fileNames() == ["tote.sqlite", "tote.sqlite" + suffix])
        }
    }
}
