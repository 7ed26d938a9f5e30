import GRDB

/// Reads a store's file over a separate read-only connection, as another process would see it.
struct DatabaseInspector {
    let path: String

    func count(_ table: String) async throws -> Int {
        try await scalar("SELECT count(*) FROM \(table)")
    }

    func scalar<Value: DatabaseValueConvertible & Sendable>(_ sql: String) async throws -> Value {
        var configuration = Configuration()
        configuration.readonly = true
        let value = try await DatabaseQueue(path: path, configuration: configuration).read { db in
            try Value.fetchOne(db, sql: sql)
        }
        guard let value else { throw InspectionError.noValue(sql) }
        return value
    }

    enum InspectionError: Error {
        case noValue(String)
    }
}

extension DatabaseInspector {
    /// Runs FTS5's own check that the search index matches the item rows (rank 1 compares with the content table).
    func checkSearchIndex() async throws {
        try await DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO item_text (item_text, rank) VALUES ('integrity-check', 1)")
            try db.execute(sql: "INSERT INTO box_text (box_text, rank) VALUES ('integrity-check', 1)")
        }
    }
}
