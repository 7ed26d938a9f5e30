import GRDB

extension ToteSchema {
    /// Batches of changes (imports): the batch an event belongs to, and whether it is an entry of the inventory's
    /// history (made on its own, or the last of its batch, standing for the whole batch), with the entries counted.
    @Sendable
    static func batchEvents(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE event ADD COLUMN batch_id TEXT CHECK (batch_id IS NULL OR length(batch_id) = 36);
                ALTER TABLE event ADD COLUMN is_entry INTEGER NOT NULL DEFAULT 1 CHECK (is_entry IN (0, 1));
                ALTER TABLE inventory ADD COLUMN entry_count INTEGER NOT NULL DEFAULT 0 CHECK (entry_count >= 0);
                UPDATE inventory SET entry_count = event_count;
                CREATE TRIGGER entry_counted AFTER INSERT ON event WHEN new.is_entry BEGIN
                    UPDATE inventory SET entry_count = entry_count + 1 WHERE id = new.inventory_id;
                END;
                CREATE INDEX event_entry ON event (inventory_id, sequence) WHERE is_entry;
                CREATE INDEX event_in_batch ON event (batch_id, sequence) WHERE batch_id IS NOT NULL;
                """)
    }
}
