import ToteApplication

/// Why labels cannot be laid out as asked. Its description is the message shown.
public enum LabelError: CorrectableError, Equatable, Sendable {
    case unknownPaper(String)
    case unreadableLayout(String)
    case layoutDoesNotFit(columns: Int, rows: Int, paper: LabelPaper, width: Double, height: Double)
    case labelSizeOutOfRange(String, width: Double, height: Double)
    case skipOutOfRange(String, perSheet: Int)
    case unreadableContents(String)
    case noLabels
    case tooManyLabels(Int)
    case severalPages(Int)
    case unknownBoxes([Int])

    public var description: String {
        switch self {
        case .unknownPaper(let text):
            "'\(text)' is not a paper size; use a4, letter, or a label printer's label as WIDTHxHEIGHT in mm or "
                + "in, such as 62x100mm or 4x6in"
        case .labelSizeOutOfRange(let text, let width, let height):
            "'\(text)' is \(Self.millimetres(width)) × \(Self.millimetres(height)) mm; a label printer's label must "
                + "be at least \(Self.millimetres(LabelPaper.shortestSide)) mm on its short side and at most "
                + "\(Self.millimetres(LabelPaper.longestSide)) mm on its long side"
        case .unreadableLayout(let text):
            "'\(text)' is not a label layout; write columns x rows, such as 3x8"
        case .layoutDoesNotFit(let columns, let rows, let paper, let width, let height):
            "\(columns)x\(rows) labels do not fit on \(paper.name) paper: each would be "
                + "\(Self.millimetres(width)) × \(Self.millimetres(height)) mm, and a label needs at least "
                + "\(Self.millimetres(LabelLayout.minimumWidth)) × \(Self.millimetres(LabelLayout.minimumHeight)) mm"
        case .skipOutOfRange(let skip, let perSheet):
            "the labels to skip must be from 0 to \(perSheet - 1), the used labels of one sheet of \(perSheet), "
                + "not \(skip)"
        case .unreadableContents(let text):
            "'\(text)' is not a number of items to list on each label; use a whole number from 0 to "
                + "\(LabelContents.mostListed), or all"
        case .noLabels:
            "there are no boxes to make labels for"
        case .tooManyLabels(let count):
            "\(count) labels are more than the \(BoxLabels.mostLabels) made at once; name fewer boxes, such as 1-1000"
        case .severalPages(let count):
            "these labels take \(count) pages, and an SVG drawing holds one; ask for HTML, or for fewer boxes"
        case .unknownBoxes(let numbers):
            "there is no box " + numbers.prefix(10).map { "#\($0)" }.joined(separator: ", ")
                + (numbers.count > 10 ? " and \(numbers.count - 10) more" : "") + " to make a label for"
        }
    }

    private static func millimetres(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}
