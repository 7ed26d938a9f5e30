import GRDB

extension ToteSchema {
    /// Boxes in boxes: a box names the box it is packed in, checked at the end of the transaction so that a whole
    /// inventory can be put back in any order; a removal keeps it with the box's other fields.
    @Sendable
    static func packBoxesInBoxes(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE box ADD COLUMN container_id TEXT REFERENCES box (id) DEFERRABLE INITIALLY DEFERRED
                    CHECK (container_id IS NULL OR (length(container_id) = 36 AND container_id <> id));
                CREATE INDEX box_in_container ON box (container_id) WHERE container_id IS NOT NULL;
                ALTER TABLE removed_box ADD COLUMN container_id TEXT;
                """)
    }
}
