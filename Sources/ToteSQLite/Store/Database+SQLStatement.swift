import GRDB
import ToteSQL

/// Runs the statements written once for both databases, each prepared once per connection and kept.
extension Database {
    func run(_ statement: SQLStatement) throws {
        try prepared(statement).execute()
    }

    func fetch(_ statement: SQLStatement) throws -> [Row] {
        try Row.fetchAll(prepared(statement))
    }

    func fetchOne(_ statement: SQLStatement) throws -> Row? {
        try Row.fetchOne(prepared(statement))
    }

    private func prepared(_ statement: SQLStatement) throws -> Statement {
        let prepared = try cachedStatement(sql: statement.text(in: .sqlite))
        prepared.setUncheckedArguments(StatementArguments(statement.arguments.map(\.databaseValue)))
        return prepared
    }
}

extension SQLValue {
    /// The value as SQLite keeps it: an identity as its lowercase text, a truth as 0 or 1.
    var databaseValue: DatabaseValue {
        switch self {
        case .integer(let value): value.databaseValue
        case .text(let value): value.databaseValue
        case .bool(let value): value.databaseValue
        case .id(let value): value?.lowercasedText.databaseValue ?? .null
        }
    }
}
