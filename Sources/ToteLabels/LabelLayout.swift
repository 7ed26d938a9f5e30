/// How labels sit on a sheet: columns by rows, each label the same size, with the sheet's margins and the gaps
/// between labels that common label stock has, in millimetres.
public struct LabelLayout: Hashable, Sendable {
    public static let margin = 8.0
    public static let gap = 3.0
    /// The smallest label that holds a readable QR code beside its box number.
    public static let minimumWidth = 35.0
    public static let minimumHeight = 20.0
    /// Layouts people commonly buy sheets for.
    public static let common = ["2x4", "3x8", "4x6", "3x7", "2x7"]

    public let columns: Int
    public let rows: Int
    public let paper: LabelPaper

    /// Reads `CxR` (such as `3x8`; `×` works too) for a paper; refused when a label would be too small.
    public init(parsing text: String, paper: LabelPaper) throws(LabelError) {
        let parts = text.lowercased().split { $0 == "x" || $0 == "×" }
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]), columns >= 1, rows >= 1,
            columns <= 20, rows <= 40
        else { throw .unreadableLayout(text) }
        self.columns = columns
        self.rows = rows
        self.paper = paper
        guard labelWidth >= Self.minimumWidth, labelHeight >= Self.minimumHeight else {
            throw .layoutDoesNotFit(
                columns: columns, rows: rows, paper: paper, width: labelWidth, height: labelHeight)
        }
    }

    public var perSheet: Int { columns * rows }

    public var labelWidth: Double {
        (paper.width - 2 * Self.margin - Double(columns - 1) * Self.gap) / Double(columns)
    }

    public var labelHeight: Double {
        (paper.height - 2 * Self.margin - Double(rows - 1) * Self.gap) / Double(rows)
    }

    /// The top left corner of the label at a position on the sheet, counted across then down from 0.
    public func origin(of position: Int) -> (x: Double, y: Double) {
        let column = position % columns
        let row = position / columns
        return (
            Self.margin + Double(column) * (labelWidth + Self.gap), Self.margin + Double(row) * (labelHeight + Self.gap)
        )
    }
}
