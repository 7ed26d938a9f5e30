import GRDB

extension ToteSchema {
    /// An import into an inventory that holds something commits in batches too, under a mark that keeps what the
    /// inventory held before (its counters and its last event), and the items it changed as they were, so that a
    /// failed or stopped import is undone whole (see `ImportUndo`).
    @Sendable
    static func keepImportUndo(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE inventory_filling ADD COLUMN next_box_number INTEGER;
                ALTER TABLE inventory_filling ADD COLUMN next_item_number INTEGER;
                ALTER TABLE inventory_filling ADD COLUMN last_event INTEGER;
                ALTER TABLE inventory_filling ADD COLUMN event_count INTEGER;
                ALTER TABLE inventory_filling ADD COLUMN entry_count INTEGER;
                -- An item as it was before an import changed it, under its own rowid.
                CREATE TABLE import_undo_item (
                    rowid INTEGER PRIMARY KEY,
                    box_id TEXT NOT NULL,
                    title TEXT NOT NULL,
                    quantity INTEGER NOT NULL,
                    note TEXT,
                    version INTEGER NOT NULL,
                    import_key TEXT
                );
                """)
    }
}
