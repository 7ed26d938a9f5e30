import GRDB

extension ToteSchema {
    /// A removal of a container keeps which boxes it held and where it sent them, so that undoing it packs them back.
    @Sendable
    static func keepSentBoxes(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE removal_sent_box (
                    removal_id TEXT NOT NULL REFERENCES removal (id) ON DELETE CASCADE,
                    box_id TEXT NOT NULL CHECK (length(box_id) = 36),
                    sent_into_id TEXT CHECK (sent_into_id IS NULL OR length(sent_into_id) = 36),
                    PRIMARY KEY (removal_id, box_id)
                ) WITHOUT ROWID;
                """)
    }
}
