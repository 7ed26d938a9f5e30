import GRDB

extension ToteSchema {
    /// Removals can be undone: a removal keeps a copy of the box and items it deleted until it is undone.
    /// The copies are not searched and not counted; they only wait to be put back.
    @Sendable
    static func keepRemovals(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE removal (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
                    inventory_id TEXT NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
                    -- The box the items were in: the removed box itself, or the box an item was taken out of.
                    container_box_id TEXT NOT NULL CHECK (length(container_box_id) = 36),
                    container_box_number INTEGER NOT NULL CHECK (container_box_number >= 1),
                    container_box_title TEXT NOT NULL CHECK (length(container_box_title) > 0)
                );
                CREATE TABLE removed_box (
                    removal_id TEXT PRIMARY KEY NOT NULL REFERENCES removal (id) ON DELETE CASCADE,
                    id TEXT NOT NULL CHECK (length(id) = 36),
                    number INTEGER NOT NULL CHECK (number >= 1),
                    title TEXT NOT NULL CHECK (length(title) > 0),
                    location TEXT,
                    note TEXT,
                    version INTEGER NOT NULL CHECK (version >= 1)
                ) WITHOUT ROWID;
                CREATE TABLE removed_item (
                    removal_id TEXT NOT NULL REFERENCES removal (id) ON DELETE CASCADE,
                    id TEXT NOT NULL CHECK (length(id) = 36),
                    number INTEGER NOT NULL CHECK (number BETWEEN 1 AND 999999999),
                    title TEXT NOT NULL CHECK (length(title) > 0),
                    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 1000000),
                    note TEXT,
                    version INTEGER NOT NULL CHECK (version >= 1),
                    PRIMARY KEY (removal_id, number)
                ) WITHOUT ROWID;
                """)
    }
}
