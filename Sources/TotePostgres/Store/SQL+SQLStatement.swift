import PostgresNIO
import ToteSQL

/// Runs the statements written once for both databases.
extension SQL {
    func run(_ statement: SQLStatement) async throws {
        _ = try await rows(Self.query(statement))
    }

    func fetch(_ statement: SQLStatement) async throws -> [PostgresRandomAccessRow] {
        try await rows(Self.query(statement))
    }

    func fetchOne(_ statement: SQLStatement) async throws -> PostgresRandomAccessRow? {
        try await rows(Self.query(statement)).first
    }

    func fetchOne(_ statement: SQLStatement, prepared shape: (some PreparedShape).Type) async throws
        -> PostgresRandomAccessRow?
    {
        try await rows(statement, prepared: shape).first
    }

    static func query(_ statement: SQLStatement) -> PostgresQuery {
        var bindings = PostgresBindings()
        for argument in statement.arguments {
            switch argument {
            case .integer(let value): bindings.append(value)
            case .text(let value): bindings.append(value)
            case .bool(let value): bindings.append(value)
            case .id(let value): bindings.append(value)
            }
        }
        return PostgresQuery(unsafeSQL: statement.text(in: .postgres), binds: bindings)
    }
}

extension PostgresDatabase {
    /// Runs one statement on its own.
    func fetch(_ statement: SQLStatement) async throws -> [PostgresRandomAccessRow] {
        try await rows(SQL.query(statement))
    }
}
