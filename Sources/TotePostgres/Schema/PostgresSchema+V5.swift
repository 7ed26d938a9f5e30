extension PostgresSchema {
    /// Password reset links an owner makes for a member, kept by the digest of their secret; they go with the
    /// account they reset and the inventory they were made in.
    static let version5 = """
        CREATE TABLE password_reset (
            digest text PRIMARY KEY CHECK (length(digest) > 0),
            account_id uuid NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            inventory_id uuid NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
            -- No foreign key: who made it is a fact about the past, not a link that keeps the account.
            made_by uuid NOT NULL,
            expires_at bigint NOT NULL
        );
        CREATE INDEX password_reset_of_inventory ON password_reset (inventory_id);
        CREATE INDEX password_reset_of_account ON password_reset (account_id);
        """
}
