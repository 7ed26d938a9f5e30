import Foundation
import ToteApplication

/// A search condition as an FTS5 MATCH expression: every pattern a quoted string, so that typed text is only ever
/// data, never query syntax.
enum SearchMatchExpression {
    static func of(_ condition: SearchCondition) -> String {
        let all = condition.patterns.map(quoted).joined(separator: " AND ")
        let scoped = condition.fields == .title ? "title : (\(all))" : "(\(all))"
        guard let alternative = condition.alternative else { return scoped }
        return "\(scoped) OR \(quoted(alternative))"
    }

    /// Hits of `condition` that do not meet `excluded`.
    static func of(_ condition: SearchCondition, excluding excluded: SearchCondition?) -> String {
        guard let excluded else { return of(condition) }
        return "(\(of(condition))) NOT (\(of(excluded)))"
    }

    private static func quoted(_ pattern: String) -> String {
        "\"" + pattern.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
