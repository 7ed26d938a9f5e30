import PostgresNIO

/// Reads a named column as the Swift type the caller expects.
extension PostgresRandomAccessRow {
    func decode<T: PostgresDecodable>(_ column: String, as type: T.Type = T.self) throws -> T {
        try self[column].decode(T.self)
    }
}
