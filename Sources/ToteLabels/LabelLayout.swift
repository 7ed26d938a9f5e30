/// How labels sit on a page: on a sheet, columns by rows, each label the same size, with the margins and the gaps
/// between labels that common label stock has; on a label printer's label, one label filling the page. In millimetres.
public struct LabelLayout: Hashable, Sendable {
    /// The smallest label on a sheet that holds a readable QR code beside its box number.
    public static let minimumWidth = 35.0
    public static let minimumHeight = 20.0
    /// Layouts people commonly buy sheets for, and one label filling the sheet: a box's contents sheet.
    public static let common = ["2x4", "3x8", "4x6", "3x7", "2x7", "1x1"]

    public let columns: Int
    public let rows: Int
    public let paper: LabelPaper
    /// The space between the paper's edge and the labels, and between two labels.
    public let margin: Double
    public let gap: Double

    /// Reads `CxR` (such as `3x8`; `×` works too) for a sheet; refused when a label would be too small. A label
    /// printer's paper takes one label a page whatever the layout says.
    public init(parsing text: String, paper: LabelPaper) throws(LabelError) {
        self.paper = paper
        guard !paper.isLabel else {
            (columns, rows, margin, gap) = (1, 1, 0, 0)
            return
        }
        let parts = text.lowercased().split { $0 == "x" || $0 == "×" }
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]), columns >= 1, rows >= 1,
            columns <= 20, rows <= 40
        else { throw .unreadableLayout(text) }
        (self.columns, self.rows, margin, gap) = (columns, rows, 8, 3)
        guard labelWidth >= Self.minimumWidth, labelHeight >= Self.minimumHeight else {
            throw .layoutDoesNotFit(
                columns: columns, rows: rows, paper: paper, width: labelWidth, height: labelHeight)
        }
    }

    public var perSheet: Int { columns * rows }

    public var labelWidth: Double {
        (paper.width - 2 * margin - Double(columns - 1) * gap) / Double(columns)
    }

    public var labelHeight: Double {
        (paper.height - 2 * margin - Double(rows - 1) * gap) / Double(rows)
    }

    /// The top left corner of the label at a position on the sheet, counted across then down from 0.
    public func origin(of position: Int) -> (x: Double, y: Double) {
        let column = position % columns
        let row = position / columns
        return (margin + Double(column) * (labelWidth + gap), margin + Double(row) * (labelHeight + gap))
    }
}
