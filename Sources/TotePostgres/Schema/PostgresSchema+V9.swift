extension PostgresSchema {
    /// Many items removed at once: each kept item names the box it was taken out of, so that one undo puts every item
    /// back where it was. Rows kept before name none; their box is the removal's.
    static let version9 = """
        ALTER TABLE removed_item ADD COLUMN box_id uuid;
        ALTER TABLE removed_item ADD COLUMN box_number integer CHECK (box_number >= 1);
        ALTER TABLE removed_item ADD COLUMN box_title text CHECK (length(box_title) > 0);
        """
}
