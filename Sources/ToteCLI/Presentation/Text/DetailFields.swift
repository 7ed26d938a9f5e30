/// Labelled values under a heading, aligned after their labels; a value of several lines stays indented.
struct DetailFields: Sendable {
    static let indent = "  "
    static let absent = "—"

    let fields: [(label: String, value: String?)]

    var lines: [String] {
        let labelWidth = (fields.map(\.label.terminalColumns).max() ?? 0) + 2
        return fields.flatMap { field in
            let label = field.label + ":"
            let padding = String(repeating: " ", count: labelWidth - label.terminalColumns)
            let continuation = Self.indent + String(repeating: " ", count: labelWidth)
            let valueLines = (field.value ?? Self.absent).split(separator: "\n", omittingEmptySubsequences: false)
            return valueLines.enumerated().map { index, line in
                index == 0 ? Self.indent + label + padding + line : continuation + line
            }
        }
    }
}
