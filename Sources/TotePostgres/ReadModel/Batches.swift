import PostgresNIO

/// Reads a long listing a batch at a time, each batch after the last key of the one before (a `key` column), so
/// that neither the server nor Tote holds more than one batch.
enum Batches {
    static func read<Element>(
        size: Int, _ sql: SQL, query: (_ after: Int, _ size: Int) -> PostgresQuery,
        decode: (PostgresRandomAccessRow) throws -> Element, emit: ([Element]) throws -> Void
    ) async throws {
        var after = Int.min
        while true {
            let rows = try await sql.rows(query(after, size))
            guard let last = rows.last else { return }
            try emit(try rows.map(decode))
            after = try last.decode("key")
            if rows.count < size { return }
        }
    }
}
