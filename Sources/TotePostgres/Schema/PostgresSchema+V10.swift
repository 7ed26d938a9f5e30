extension PostgresSchema {
    /// Places: a numbered container that is a place (a storage unit, a shelf) rather than a box. Every box stored
    /// before is a box.
    static let version10 = """
        ALTER TABLE box ADD COLUMN kind text NOT NULL DEFAULT 'box' CHECK (kind IN ('box', 'place'));
        ALTER TABLE removed_box ADD COLUMN kind text NOT NULL DEFAULT 'box' CHECK (kind IN ('box', 'place'));
        """
}
