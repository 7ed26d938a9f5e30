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

    /// The statement kept for this text, bound to the statement's values. The values go to GRDB as optional
    /// existentials: its initializer for a sequence of one concrete type maps them through a key path, unspecialized
    /// from this module, which was 7% of an import's time.
    private func prepared(_ statement: SQLStatement) throws -> Statement {
        let prepared = try cachedStatement(sql: statement.text(in: .sqlite))
        prepared.setUncheckedArguments(
            StatementArguments(statement.arguments.map { $0.databaseValue as (any DatabaseValueConvertible)? }))
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
