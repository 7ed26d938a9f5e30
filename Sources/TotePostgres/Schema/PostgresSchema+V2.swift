extension PostgresSchema {
    /// Login failures, counted in the database so that every server sharing it throttles alike.
    static let version2 = """
        CREATE TABLE login_failure (
            kind text NOT NULL CHECK (kind IN ('account', 'address')),
            key text NOT NULL,
            at bigint NOT NULL
        );
        CREATE INDEX login_failure_by_key ON login_failure (kind, key, at);
        CREATE INDEX login_failure_by_age ON login_failure (at);
        """
}
