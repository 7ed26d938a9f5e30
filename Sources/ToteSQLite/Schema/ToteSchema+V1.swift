import GRDB

extension ToteSchema {
    /// The first schema: inventories, their boxes and items, the history of events, and the item search index.
    @Sendable
    static func createInventoryBoxesItemsEvents(_ db: Database) throws {
        try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        try db.execute(
            sql: """
                CREATE TABLE inventory (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
                    -- Numbers the inventory's block of item rowids.
                    key INTEGER NOT NULL UNIQUE CHECK (key >= 1),
                    name TEXT NOT NULL CHECK (length(name) > 0),
                    next_box_number INTEGER NOT NULL DEFAULT 1 CHECK (next_box_number >= 1),
                    next_item_number INTEGER NOT NULL DEFAULT 1 CHECK (next_item_number >= 1),
                    event_count INTEGER NOT NULL DEFAULT 0 CHECK (event_count >= 0)
                );

                CREATE TABLE box (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
                    inventory_id TEXT NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
                    number INTEGER NOT NULL CHECK (number >= 1),
                    title TEXT NOT NULL CHECK (length(title) > 0),
                    location TEXT CHECK (location IS NULL OR length(location) > 0),
                    note TEXT CHECK (note IS NULL OR length(note) > 0),
                    version INTEGER NOT NULL CHECK (version >= 1),
                    UNIQUE (inventory_id, number)
                );

                CREATE TABLE item (
                    -- The inventory's key times 1,000,000,000 plus the item number: stable across moves and VACUUM,
                    -- in number order, and one range per inventory, so a search never sorts or joins every match.
                    rowid INTEGER PRIMARY KEY CHECK (rowid % 1000000000 = number),
                    id TEXT NOT NULL UNIQUE CHECK (length(id) = 36),
                    inventory_id TEXT NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
                    box_id TEXT NOT NULL REFERENCES box (id) ON DELETE CASCADE,
                    number INTEGER NOT NULL CHECK (number BETWEEN 1 AND 999999999),
                    title TEXT NOT NULL CHECK (length(title) > 0),
                    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 1000000),
                    note TEXT CHECK (note IS NULL OR length(note) > 0),
                    UNIQUE (inventory_id, number)
                );
                CREATE INDEX item_in_box ON item (box_id, number);

                CREATE TABLE event (
                    sequence INTEGER PRIMARY KEY AUTOINCREMENT,
                    id TEXT NOT NULL UNIQUE CHECK (length(id) = 36),
                    inventory_id TEXT NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
                    occurred_at INTEGER NOT NULL,
                    kind TEXT NOT NULL CHECK (length(kind) > 0),
                    -- No foreign keys to box or item: the history outlives what it tells about.
                    box_id TEXT NOT NULL,
                    box_number INTEGER NOT NULL CHECK (box_number >= 1),
                    item_id TEXT,
                    item_number INTEGER CHECK (item_number IS NULL OR item_number >= 1),
                    source_box_number INTEGER CHECK (source_box_number IS NULL OR source_box_number >= 1),
                    payload TEXT NOT NULL CHECK (json_valid(payload)),
                    CHECK ((item_id IS NULL) = (item_number IS NULL))
                );
                CREATE INDEX event_in_inventory ON event (inventory_id, sequence);
                CREATE TRIGGER event_counted AFTER INSERT ON event BEGIN
                    UPDATE inventory SET event_count = event_count + 1 WHERE id = new.inventory_id;
                END;
                CREATE INDEX event_in_box ON event (inventory_id, box_number, sequence);
                CREATE INDEX event_from_box ON event (inventory_id, source_box_number, sequence)
                    WHERE source_box_number IS NOT NULL;

                CREATE VIRTUAL TABLE item_search USING fts5 (
                    title, note,
                    content = 'item', content_rowid = 'rowid',
                    tokenize = 'unicode61 remove_diacritics 2',
                    prefix = '2 3'
                );
                CREATE TRIGGER item_search_after_insert AFTER INSERT ON item BEGIN
                    INSERT INTO item_search (rowid, title, note) VALUES (new.rowid, new.title, new.note);
                END;
                CREATE TRIGGER item_search_after_delete AFTER DELETE ON item BEGIN
                    INSERT INTO item_search (item_search, rowid, title, note)
                        VALUES ('delete', old.rowid, old.title, old.note);
                END;
                CREATE TRIGGER item_search_after_update AFTER UPDATE OF title, note ON item BEGIN
                    INSERT INTO item_search (item_search, rowid, title, note)
                        VALUES ('delete', old.rowid, old.title, old.note);
                    INSERT INTO item_search (rowid, title, note) VALUES (new.rowid, new.title, new.note);
                END;
                """)
    }
}
