import GRDB

extension ToteSchema {
    /// Password reset links an owner makes for a member, kept by the digest of their secret; they go with the
    /// account they reset and with the inventory they were made in.
    @Sendable
    static func keepPasswordResets(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE password_reset (
                    digest TEXT PRIMARY KEY NOT NULL CHECK (length(digest) > 0),
                    account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
                    inventory_id TEXT NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
                    made_by TEXT NOT NULL CHECK (length(made_by) = 36),
                    expires_at INTEGER NOT NULL
                );
                CREATE INDEX password_reset_of_inventory ON password_reset (inventory_id);
                CREATE INDEX password_reset_of_account ON password_reset (account_id);
                """)
    }
}
