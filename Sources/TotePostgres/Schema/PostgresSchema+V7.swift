extension PostgresSchema {
    /// Read-only links for people without an account, kept by the digest of their secret; they go with their
    /// inventory. A link shares the whole inventory, one room, or some boxes (their numbers, as `3 7 12`).
    static let version7 = """
        CREATE TABLE share_link (
            id uuid PRIMARY KEY,
            inventory_id uuid NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
            digest text NOT NULL UNIQUE CHECK (length(digest) > 0),
            scope_room text,
            scope_boxes text,
            note text,
            -- No foreign key: who made it is a fact about the past, not a link that keeps the account.
            made_by uuid,
            made_by_name text NOT NULL,
            created_at bigint NOT NULL,
            expires_at bigint NOT NULL,
            last_used_at bigint,
            CHECK (scope_room IS NULL OR scope_boxes IS NULL)
        );
        CREATE INDEX share_link_of_inventory ON share_link (inventory_id, created_at);
        """
}
