import PostgresNIO

/// Builds a statement whose shape depends on its input (search conditions, filters), binding every value.
struct QueryBuilder {
    private(set) var text = ""
    private var bindings = PostgresBindings()

    init(_ text: String = "") {
        self.text = text
    }

    /// Binds a value and returns its placeholder.
    mutating func bind(_ value: some PostgresNonThrowingEncodable & Sendable) -> String {
        bindings.append(value)
        return "$\(bindings.count)"
    }

    mutating func append(_ text: String) {
        self.text += text
    }

    var query: PostgresQuery { PostgresQuery(unsafeSQL: text, binds: bindings) }
}
