extension PostgresSchema {
    /// Boxes in boxes: a box names the box it is packed in, checked at the end of the transaction so that a whole
    /// inventory can be put back in any order; a removal keeps it with the box's other fields.
    static let version8 = """
        ALTER TABLE box ADD COLUMN container_id uuid REFERENCES box (id) DEFERRABLE INITIALLY DEFERRED CHECK (container_id <> id);
        CREATE INDEX box_in_container ON box (container_id) WHERE container_id IS NOT NULL;
        ALTER TABLE removed_box ADD COLUMN container_id uuid;
        """
}
