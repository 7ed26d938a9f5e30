import GRDB

extension ToteSchema {
    /// Rebuilds the item search index with a one-letter prefix index, so the first letter typed into a search
    /// reads one prefix entry instead of merging every word it begins. FTS5 tables cannot be altered, so the
    /// table is made again and filled from the items; v1's triggers keep it up to date by name.
    static func indexOneLetterPrefixes(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP TABLE item_search;
                CREATE VIRTUAL TABLE item_search USING fts5 (
                    title, note,
                    content = 'item', content_rowid = 'rowid',
                    tokenize = 'unicode61 remove_diacritics 2',
                    prefix = '1 2 3'
                );
                INSERT INTO item_search (item_search) VALUES ('rebuild');
                """)
    }
}
