import GRDB

extension ToteSchema {
    /// Places: a numbered container that is a place (a storage unit, a shelf) rather than a box. Every box stored
    /// before is a box.
    @Sendable
    static func keepPlaces(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE box ADD COLUMN kind TEXT NOT NULL DEFAULT 'box' CHECK (kind IN ('box', 'place'));
                ALTER TABLE removed_box ADD COLUMN kind TEXT NOT NULL DEFAULT 'box' CHECK (kind IN ('box', 'place'));
                """)
    }
}
