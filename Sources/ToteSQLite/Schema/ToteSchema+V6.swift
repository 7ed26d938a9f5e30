import GRDB

extension ToteSchema {
    /// Boxes follow a move: the room each goes to, its status and its handling marks (kept with a removed box too,
    /// so that undoing the removal brings them back), and the store remembers settings such as the public address.
    @Sendable
    static func followMoves(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE box ADD COLUMN room TEXT CHECK (room IS NULL OR length(room) > 0);
                ALTER TABLE box ADD COLUMN status TEXT NOT NULL DEFAULT 'packing'
                    CHECK (status IN ('packing', 'sealed', 'loaded', 'arrived', 'unpacked', 'stored'));
                ALTER TABLE box ADD COLUMN fragile INTEGER NOT NULL DEFAULT 0 CHECK (fragile IN (0, 1));
                ALTER TABLE box ADD COLUMN open_first INTEGER NOT NULL DEFAULT 0 CHECK (open_first IN (0, 1));
                CREATE INDEX box_by_room ON box (inventory_id, room);
                CREATE INDEX box_by_status ON box (inventory_id, status);

                ALTER TABLE removed_box ADD COLUMN room TEXT;
                ALTER TABLE removed_box ADD COLUMN status TEXT NOT NULL DEFAULT 'packing';
                ALTER TABLE removed_box ADD COLUMN fragile INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE removed_box ADD COLUMN open_first INTEGER NOT NULL DEFAULT 0;

                CREATE TABLE setting (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;
                """)
    }
}
