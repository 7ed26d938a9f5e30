import ToteApplication

/// An FTS5 MATCH expression built from search words so that typed text is only ever data, never query syntax.
struct FullTextQuery: Hashable, Sendable {
    let expression: String

    /// Each word becomes a quoted prefix query (`"ket"*`); words side by side must all match.
    init(_ terms: SearchTerms) {
        expression = terms.words
            .map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }
            .joined(separator: " ")
    }
}
