import GRDB

extension ToteSchema {
    /// Many items removed at once: each kept item names the box it was taken out of, so that one undo puts every item
    /// back where it was. Rows kept before name none; their box is the removal's.
    @Sendable
    static func keepEachItemsBox(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE removed_item ADD COLUMN box_id TEXT CHECK (box_id IS NULL OR length(box_id) = 36);
                ALTER TABLE removed_item ADD COLUMN box_number INTEGER CHECK (box_number IS NULL OR box_number >= 1);
                ALTER TABLE removed_item ADD COLUMN box_title TEXT CHECK (box_title IS NULL OR length(box_title) > 0);
                """)
    }
}
