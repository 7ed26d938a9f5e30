/// Trimming the fields of a file without bridging to Foundation: every field of every row is trimmed, and a file may
/// have a million rows.
extension String {
    /// The text without the spaces and tabs around it: the set Foundation's `CharacterSet.whitespaces` names
    /// (Unicode's space separators, the tab and the zero-width space).
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isSpace($0) }),
            let last = scalars.lastIndex(where: { !Self.isSpace($0) })
        else { return "" }
        if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) { return self }
        return String(scalars[first...last])
    }

    /// Whether the text is nothing but white space and line breaks: the set Foundation's
    /// `CharacterSet.whitespacesAndNewlines` names (Unicode's White_Space property and the zero-width space).
    var isBlank: Bool {
        unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0 == "\u{200B}" }
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }
}
