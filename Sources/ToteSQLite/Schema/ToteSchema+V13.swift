import GRDB

extension ToteSchema {
    /// Read-only links for people without an account, kept by the digest of their secret; they go with their
    /// inventory. A link shares the whole inventory, one room, or some boxes (their numbers, as `3 7 12`).
    @Sendable
    static func keepShareLinks(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE share_link (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
                    inventory_id TEXT NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
                    digest TEXT NOT NULL UNIQUE CHECK (length(digest) > 0),
                    scope_room TEXT,
                    scope_boxes TEXT,
                    note TEXT,
                    made_by TEXT CHECK (made_by IS NULL OR length(made_by) = 36),
                    made_by_name TEXT NOT NULL,
                    created_at INTEGER NOT NULL,
                    expires_at INTEGER NOT NULL,
                    last_used_at INTEGER,
                    CHECK (scope_room IS NULL OR scope_boxes IS NULL)
                );
                CREATE INDEX share_link_of_inventory ON share_link (inventory_id, created_at);
                """)
    }
}
