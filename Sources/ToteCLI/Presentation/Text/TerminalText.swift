/// Fits text into a number of terminal columns.
enum TerminalText {
    static let ellipsis: Character = "…"

    /// The text itself when it fits in `width` columns, else its start followed by "…".
    static func truncated(_ text: String, toColumns width: Int) -> String {
        guard text.terminalColumns > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let columns = character.terminalColumns
            guard used + columns <= width - 1 else { break }
            result.append(character)
            used += columns
        }
        result.append(ellipsis)
        return result
    }

    /// The text truncated to `width` columns and padded with spaces to exactly that width.
    static func fitted(_ text: String, toColumns width: Int, alignment: TextColumn.Alignment) -> String {
        let shown = truncated(text, toColumns: width)
        let padding = String(repeating: " ", count: max(0, width - shown.terminalColumns))
        return alignment == .leading ? shown + padding : padding + shown
    }
}
