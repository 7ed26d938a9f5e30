import GRDB

extension ToteSchema {
    /// Photos of boxes and items, in the database beside everything else: a backup holds them, a transaction adds
    /// a photo with its bytes or not at all, and an inventory's photos go with it.
    @Sendable
    static func keepPhotos(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE photo (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
                    inventory_id TEXT NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
                    -- What it shows, by identity and with no foreign key: the photos of a removed box or item stay,
                    -- unseen, so that undoing the removal brings them back.
                    box_id TEXT CHECK (box_id IS NULL OR length(box_id) = 36),
                    item_id TEXT CHECK (item_id IS NULL OR length(item_id) = 36),
                    format TEXT NOT NULL CHECK (format IN ('jpeg', 'png', 'webp')),
                    width INTEGER NOT NULL CHECK (width >= 1),
                    height INTEGER NOT NULL CHECK (height >= 1),
                    byte_count INTEGER NOT NULL CHECK (byte_count >= 1),
                    thumbnail_format TEXT CHECK (thumbnail_format IN ('jpeg', 'png', 'webp')),
                    thumbnail_byte_count INTEGER CHECK (thumbnail_byte_count >= 1),
                    is_cover INTEGER NOT NULL CHECK (is_cover IN (0, 1)),
                    added_at INTEGER NOT NULL,
                    CHECK ((box_id IS NULL) <> (item_id IS NULL)),
                    CHECK ((thumbnail_format IS NULL) = (thumbnail_byte_count IS NULL))
                );
                CREATE INDEX photo_of_box ON photo (box_id) WHERE box_id IS NOT NULL;
                CREATE INDEX photo_of_item ON photo (item_id) WHERE item_id IS NOT NULL;
                CREATE TABLE photo_bytes (
                    photo_id TEXT NOT NULL REFERENCES photo (id) ON DELETE CASCADE,
                    thumbnail INTEGER NOT NULL CHECK (thumbnail IN (0, 1)),
                    data BLOB NOT NULL,
                    PRIMARY KEY (photo_id, thumbnail)
                );
                """)
    }
}
