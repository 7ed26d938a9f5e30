import GRDB

extension ToteSchema {
    /// Who may use which inventory: accounts, their memberships, sessions, invitations and API tokens.
    @Sendable
    static func createAccountsMembershipsSessions(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE account (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
                    username TEXT NOT NULL UNIQUE CHECK (length(username) > 0 AND username = lower(username)),
                    display_name TEXT NOT NULL CHECK (length(display_name) > 0),
                    password_hash TEXT NOT NULL CHECK (length(password_hash) > 0),
                    created_at INTEGER NOT NULL
                );

                CREATE TABLE membership (
                    inventory_id TEXT NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
                    account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
                    role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
                    PRIMARY KEY (inventory_id, account_id)
                ) WITHOUT ROWID;
                CREATE INDEX membership_of_account ON membership (account_id);

                CREATE TABLE session (
                    digest TEXT PRIMARY KEY NOT NULL CHECK (length(digest) > 0),
                    account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
                    created_at INTEGER NOT NULL,
                    expires_at INTEGER NOT NULL
                ) WITHOUT ROWID;
                CREATE INDEX session_of_account ON session (account_id);

                CREATE TABLE invitation (
                    digest TEXT PRIMARY KEY NOT NULL CHECK (length(digest) > 0),
                    inventory_id TEXT NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
                    role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
                    -- No foreign key: who invited is a fact about the past, not a link that keeps the account.
                    invited_by TEXT NOT NULL CHECK (length(invited_by) = 36),
                    expires_at INTEGER NOT NULL
                ) WITHOUT ROWID;
                CREATE INDEX invitation_to_inventory ON invitation (inventory_id);

                CREATE TABLE api_token (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
                    account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
                    name TEXT NOT NULL CHECK (length(name) > 0),
                    digest TEXT NOT NULL UNIQUE CHECK (length(digest) > 0),
                    created_at INTEGER NOT NULL
                );
                CREATE INDEX api_token_of_account ON api_token (account_id);
                """)
    }
}
