import GRDB

extension ToteSchema {
    /// The status of the server's long work (imports and exports), kept so that a job a stopped server was running
    /// is told as interrupted after a restart, not as unknown.
    @Sendable
    static func keepJobs(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE job (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
                    inventory_id TEXT NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
                    status TEXT NOT NULL,
                    file_name TEXT,
                    media_type TEXT,
                    updated_at INTEGER NOT NULL
                );
                CREATE INDEX job_by_age ON job (updated_at);
                """)
    }
}
