import GRDB

extension ToteSchema {
    /// Search finds boxes and items by any part of a word, in every script: the word index of items is replaced
    /// by trigram indexes of boxes and items over folded text, with the tables where new text waits to join them
    /// (``SearchIndex``), built once from what is stored.
    static func searchEverything(_ db: Database, progress: SearchIndexProgress?) throws {
        try db.execute(
            sql: """
                DROP TRIGGER item_search_after_insert;
                DROP TRIGGER item_search_after_delete;
                DROP TRIGGER item_search_after_update;
                DROP TABLE item_search;

                CREATE VIRTUAL TABLE item_text USING fts5 (
                    title, note, tokenize = 'trigram case_sensitive 1', columnsize = 0
                );
                CREATE VIRTUAL TABLE box_text USING fts5 (
                    title, location, note, tokenize = 'trigram case_sensitive 1', columnsize = 0
                );
                -- Text waiting to move into the indexes, a few hundred rows at a time.
                CREATE TABLE item_text_recent (rowid INTEGER PRIMARY KEY, title TEXT NOT NULL, note TEXT);
                CREATE TABLE box_text_recent (
                    rowid INTEGER PRIMARY KEY, title TEXT NOT NULL, location TEXT, note TEXT
                );
                CREATE TRIGGER item_text_after_delete AFTER DELETE ON item BEGIN
                    DELETE FROM item_text WHERE rowid = old.rowid;
                    DELETE FROM item_text_recent WHERE rowid = old.rowid;
                END;
                -- An inventory's row is never deleted, so its key is there when its boxes are.
                CREATE TRIGGER box_text_after_delete AFTER DELETE ON box BEGIN
                    DELETE FROM box_text
                    WHERE rowid = (SELECT key FROM inventory WHERE id = old.inventory_id) * 1000000000 + old.number;
                    DELETE FROM box_text_recent
                    WHERE rowid = (SELECT key FROM inventory WHERE id = old.inventory_id) * 1000000000 + old.number;
                END;
                """)
        try SearchIndex.build(db, progress: progress)
    }
}
