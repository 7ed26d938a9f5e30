extension PostgresSchema {
    /// Batches of changes (imports): the batch an event belongs to, and whether it is an entry of the inventory's
    /// history (made on its own, or the last of its batch, standing for the whole batch).
    static let version6 = """
        ALTER TABLE event ADD COLUMN batch_id uuid;
        ALTER TABLE event ADD COLUMN is_entry boolean NOT NULL DEFAULT true;
        CREATE INDEX event_entry ON event (inventory_id, sequence) WHERE is_entry;
        CREATE INDEX event_in_batch ON event (batch_id, sequence) WHERE batch_id IS NOT NULL;
        """
}
