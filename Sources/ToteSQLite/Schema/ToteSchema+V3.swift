import GRDB

extension ToteSchema {
    /// Items become aggregates of their own: each counts its stored changes, so a person's edit can be checked
    /// against the version they saw without involving the rest of the box.
    @Sendable
    static func versionItems(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE item ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)")
    }
}
