import GRDB

extension ToteSchema {
    /// Imports find again what they stored: each box and item an import made keeps the key it was made under.
    @Sendable
    static func keepImportKeys(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE box ADD COLUMN import_key TEXT CHECK (import_key IS NULL OR length(import_key) > 0);
                CREATE UNIQUE INDEX box_by_import_key ON box (inventory_id, import_key) WHERE import_key IS NOT NULL;
                ALTER TABLE item ADD COLUMN import_key TEXT CHECK (import_key IS NULL OR length(import_key) > 0);
                CREATE UNIQUE INDEX item_by_import_key ON item (inventory_id, import_key)
                    WHERE import_key IS NOT NULL;
                """)
    }
}
