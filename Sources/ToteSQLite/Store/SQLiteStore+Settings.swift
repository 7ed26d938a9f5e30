import GRDB
import ToteApplication

extension SQLiteStore: SettingsStore {
    public func publicURL() async throws -> PublicURL? {
        let text = try await pool.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = 'public-url'")
        }
        return try text.map { text throws(PublicURLError) in try PublicURL(text) }
    }

    public func remember(publicURL: PublicURL) async throws {
        try await pool.writing { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO setting (key, value) VALUES ('public-url', ?)", arguments: [publicURL.text]
            )
        }
    }
}
