/// One statement with its values apart from its text, written once for both databases: each value is written
/// where it goes (`\(box.title.text)`), and ``text(in:)`` puts the dialect's placeholder in its place.
public struct SQLStatement: Sendable, ExpressibleByStringInterpolation {
    enum Part: Sendable {
        case sql(String)
        case value(SQLValue)
    }

    var parts: [Part]

    public init(stringLiteral text: String) {
        parts = [.sql(text)]
    }

    public init(stringInterpolation: Interpolation) {
        parts = stringInterpolation.parts
    }

    /// The values in the order of their placeholders.
    public var arguments: [SQLValue] {
        parts.compactMap { part in
            if case .value(let value) = part { value } else { nil }
        }
    }

    /// The text with `dialect`'s placeholders, numbered from 1 where the dialect numbers them.
    public func text(in dialect: SQLDialect) -> String {
        var text = ""
        var count = 0
        for part in parts {
            switch part {
            case .sql(let sql):
                text += sql
            case .value:
                count += 1
                text += dialect.placeholder(count)
            }
        }
        return text
    }

    public struct Interpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            parts.reserveCapacity(interpolationCount * 2 + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            parts.append(.sql(literal))
        }

        public mutating func appendInterpolation(_ value: some SQLBindable) {
            parts.append(.value(value.sqlValue))
        }

        public mutating func appendInterpolation<Value: SQLBindable>(_ value: Value?) {
            parts.append(.value(value?.sqlValue ?? Value.sqlNull))
        }

        /// A value made for its dialect.
        public mutating func appendInterpolation(value: SQLValue) {
            parts.append(.value(value))
        }

        /// Values as the list of an `IN (…)`: a placeholder each, separated by commas. The caller never gives none.
        public mutating func appendInterpolation<Value: SQLBindable>(list values: [Value]) {
            for (index, value) in values.enumerated() {
                if index > 0 { parts.append(.sql(", ")) }
                parts.append(.value(value.sqlValue))
            }
        }

        /// Text that is part of the statement itself (a column list, a clause): never a value from outside.
        public mutating func appendInterpolation(unescaped sql: String) {
            parts.append(.sql(sql))
        }

        /// Another statement's text and values, in place.
        public mutating func appendInterpolation(_ statement: SQLStatement) {
            parts += statement.parts
        }

        /// Statements one after another, each with its values, separated by `separator` (text of the statement).
        public mutating func appendInterpolation(_ statements: some Sequence<SQLStatement>, separator: String) {
            for (index, statement) in statements.enumerated() {
                if index > 0 { parts.append(.sql(separator)) }
                parts += statement.parts
            }
        }
    }
}
