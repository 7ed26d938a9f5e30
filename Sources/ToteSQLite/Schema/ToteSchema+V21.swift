import GRDB

extension ToteSchema {
    /// An import that replaces an inventory that holds something commits in batches too: what it clears waits on a
    /// shelf (`import_shelf_*`, a table with the columns of each table it clears, and no rules of its own) until the
    /// import has ended, and goes back should it fail or stop (see `ImportShelf`). The mark says how far the clearing
    /// has come. A migration that adds a column to a shelved table adds it to its shelf too.
    @Sendable
    static func shelveClearedRows(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE inventory_filling ADD COLUMN shelf INTEGER;
                CREATE INDEX photo_in_inventory ON photo (inventory_id, id);
                CREATE INDEX removal_in_inventory ON removal (inventory_id, id);
                CREATE TABLE import_shelf_box AS SELECT * FROM box WHERE 0;
                CREATE INDEX import_shelf_box_order ON import_shelf_box (inventory_id, number);
                CREATE TABLE import_shelf_item AS SELECT * FROM item WHERE 0;
                CREATE INDEX import_shelf_item_order ON import_shelf_item (inventory_id, rowid);
                CREATE TABLE import_shelf_event AS SELECT * FROM event WHERE 0;
                CREATE INDEX import_shelf_event_order ON import_shelf_event (inventory_id, sequence);
                CREATE TABLE import_shelf_photo AS SELECT * FROM photo WHERE 0;
                CREATE INDEX import_shelf_photo_order ON import_shelf_photo (inventory_id, id);
                CREATE TABLE import_shelf_photo_bytes AS SELECT * FROM photo_bytes WHERE 0;
                CREATE INDEX import_shelf_photo_bytes_owner ON import_shelf_photo_bytes (photo_id);
                CREATE TABLE import_shelf_removal AS SELECT * FROM removal WHERE 0;
                CREATE INDEX import_shelf_removal_order ON import_shelf_removal (inventory_id, id);
                CREATE TABLE import_shelf_removed_box AS SELECT * FROM removed_box WHERE 0;
                CREATE INDEX import_shelf_removed_box_owner ON import_shelf_removed_box (removal_id);
                CREATE TABLE import_shelf_removed_item AS SELECT * FROM removed_item WHERE 0;
                CREATE INDEX import_shelf_removed_item_owner ON import_shelf_removed_item (removal_id);
                CREATE TABLE import_shelf_removal_sent_box AS SELECT * FROM removal_sent_box WHERE 0;
                CREATE INDEX import_shelf_removal_sent_box_owner ON import_shelf_removal_sent_box (removal_id);
                """)
    }
}
