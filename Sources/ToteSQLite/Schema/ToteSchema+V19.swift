import GRDB

extension ToteSchema {
    /// An import into an empty inventory commits in batches; while it runs, its inventory is marked as being filled,
    /// which refuses everyone else's writes there (see `InventoryFilling`).
    @Sendable
    static func markFillings(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE inventory_filling (
                    inventory_id TEXT PRIMARY KEY NOT NULL REFERENCES inventory (id) ON DELETE CASCADE
                ) WITHOUT ROWID;
                """)
    }
}
