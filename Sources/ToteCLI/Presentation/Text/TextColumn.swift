/// One column of a ``TextTable``.
struct TextColumn: Sendable {
    enum Alignment: Sendable {
        case leading, trailing
    }

    let header: String
    let alignment: Alignment
    /// A flexible column shares the width left by the others and truncates what does not fit;
    /// a fixed one is always as wide as its widest cell.
    let isFlexible: Bool

    static func fixed(_ header: String, alignment: Alignment = .trailing) -> TextColumn {
        TextColumn(header: header, alignment: alignment, isFlexible: false)
    }

    static func flexible(_ header: String) -> TextColumn {
        TextColumn(header: header, alignment: .leading, isFlexible: true)
    }
}
