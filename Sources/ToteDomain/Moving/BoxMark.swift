/// How a box must be handled, marked on it and on its label.
public enum BoxMark: String, Sendable, Codable, CaseIterable {
    case fragile
    case openFirst = "open-first"

    /// Reads a mark as written, in any case: `fragile` or `open-first`.
    public init(parsing text: String) throws(ValidationError) {
        let trimmed = TextRules.trimmed(text)
        guard let mark = BoxMark(rawValue: trimmed.lowercased()) else {
            throw .notOneOf(.mark, text: trimmed, allowed: Self.allCases.map(\.rawValue))
        }
        self = mark
    }
}
