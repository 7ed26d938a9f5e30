extension PostgresSchema {
    /// The status of every server's long work, and the files exports made, in parts, so that any server answers
    /// for any job.
    static let version4 = """
        CREATE TABLE job (
            id uuid PRIMARY KEY,
            inventory_id uuid NOT NULL,
            status text NOT NULL,
            file_name text,
            media_type text,
            updated_at bigint NOT NULL
        );
        CREATE INDEX job_by_age ON job (updated_at);
        CREATE TABLE job_file (
            job_id uuid NOT NULL REFERENCES job (id) ON DELETE CASCADE,
            part integer NOT NULL,
            data bytea NOT NULL,
            PRIMARY KEY (job_id, part)
        );
        """
}
