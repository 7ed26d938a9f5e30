import Testing
import ToteApplication
import ToteSQLite
import ToteTesting

@Suite("Settings kept in SQLite")
struct SettingsTests {
    @Test func thePublicAddressIsRememberedAcrossOpeningsAndReplaced() async throws {
        try await TemporaryDirectory.with { directory in
            let path = directory.temporaryPath()
            #expect(try await SQLiteStore.open(at: path).publicURL() == nil)
            try await SQLiteStore.open(at: path).remember(publicURL: PublicURL("https://boxes.example.org/"))
            #expect(try await SQLiteStore.open(at: path).publicURL() == PublicURL("https://boxes.example.org"))
            try await SQLiteStore.open(at: path).remember(publicURL: PublicURL("http://nas.local:8080/tote"))
            #expect(try await SQLiteStore.open(at: path).publicURL()?.text == "http://nas.local:8080/tote")
        }
    }
}
