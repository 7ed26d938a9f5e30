import GRDB

extension ToteSchema {
    /// An import into an empty inventory commits in batches; while it runs, its inventory is marked as being filled,
    /// which refuses everyone else's writes there, and the mark's heartbeat tells a running import from one that
    /// stopped without ending.
    @Sendable
    static func markFillings(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE inventory_filling (
                    inventory_id TEXT PRIMARY KEY NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
                    -- Seconds since 1970 when the import last committed a batch.
                    heartbeat INTEGER NOT NULL
                ) WITHOUT ROWID;
                """)
    }
}
