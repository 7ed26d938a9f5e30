/// Rows of text in aligned columns that together fit a terminal's width, or, with no width to fit, show every cell
/// whole.
struct TextTable: Sendable {
    static let defaultWidth = 80
    /// The width tables of the output being presented fit: the terminal's, or nil for none (a pipe, `--wide`).
    @TaskLocal static var availableColumns: Int? = defaultWidth
    static let separator = "  "
    /// Flexible columns are never squeezed below this, even if the line then gets longer than the width.
    static let minimumFlexibleWidth = 6

    let columns: [TextColumn]
    let rows: [[String]]
    let width: Int?

    init(columns: [TextColumn], rows: [[String]], width: Int? = TextTable.availableColumns) {
        self.columns = columns
        self.rows = rows
        self.width = width
    }

    /// The header line, then one line per row, without trailing spaces.
    var lines: [String] {
        let widths = columnWidths()
        return ([columns.map(\.header)] + rows).map { cells in
            zip(columns, zip(cells, widths))
                .map { column, cell in
                    TerminalText.fitted(cell.0, toColumns: cell.1, alignment: column.alignment)
                }
                .joined(separator: Self.separator)
                .trimmingTrailingSpaces()
        }
    }

    /// Fixed columns get their natural width; flexible ones share the rest, the narrowest served first.
    private func columnWidths() -> [Int] {
        var widths = columns.indices.map { index in
            ([columns[index].header] + rows.map { $0[index] }).map(\.terminalColumns).max() ?? 0
        }
        guard let width else { return widths }
        let fixedWidth = columns.indices.filter { !columns[$0].isFlexible }.map { widths[$0] }.reduce(0, +)
        var remaining = width - fixedWidth - Self.separator.count * max(0, columns.count - 1)
        var flexible = columns.indices.filter { columns[$0].isFlexible }.sorted { widths[$0] < widths[$1] }
        while let index = flexible.first {
            let share = max(Self.minimumFlexibleWidth, remaining / flexible.count)
            widths[index] = min(widths[index], share)
            remaining -= widths[index]
            flexible.removeFirst()
        }
        return widths
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
