/// What labels are printed on, in millimetres: a sheet of paper that holds a grid of labels (A4 or US Letter), or one
/// label of a label printer's roll or stack, printed one label a page at its own size.
public struct LabelPaper: Hashable, Sendable {
    /// How the paper is named in forms, options and queries: `a4`, `letter`, or a label's size such as `62x100mm`.
    public let name: String
    public let width: Double
    public let height: Double
    /// Whether this is a label printer's label: one label a page, filling it.
    public let isLabel: Bool

    public static let a4 = LabelPaper(name: "a4", width: 210, height: 297, isLabel: false)
    public static let letter = LabelPaper(name: "letter", width: 215.9, height: 279.4, isLabel: false)
    public static let sheets = [a4, letter]

    /// The rolls and stacks label printers commonly take, each with what it is called.
    public static let presets: [(paper: LabelPaper, description: String)] = [
        (label("62x100mm", 62, 100), "62 mm continuous roll, 100 mm long (Brother QL; any length: 62xLENGTHmm)"),
        (label("90x29mm", 90, 29), "29 × 90 mm address labels (Brother QL)"),
        (label("4x6in", 101.6, 152.4), "4 × 6 in shipping labels (DYMO, Zebra)"),
        (label("2x1in", 50.8, 25.4), "2 × 1 in labels (DYMO, Zebra)"),
        (label("50x30mm", 50, 30), "50 × 30 mm labels (Niimbot, Phomemo)"),
    ]

    /// The shortest and longest side a printer's label may have: room for a readable code beside or above the box
    /// number, and no more than a long continuous label.
    public static let shortestSide = 20.0
    public static let longestSide = 300.0

    /// Reads `a4`, `letter`, or a label's width and height in millimetres or inches (`62x100mm`, `4x6in`), in any
    /// case; `×` works for `x` too.
    public init(parsing text: String) throws(LabelError) {
        let lowered = text.lowercased()
        if let sheet = Self.sheets.first(where: { $0.name == lowered }) {
            self = sheet
            return
        }
        let unit: Double
        if lowered.hasSuffix("mm") {
            unit = 1
        } else if lowered.hasSuffix("in") {
            unit = 25.4
        } else {
            throw .unknownPaper(text)
        }
        let sides = lowered.dropLast(2).split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "×" }
        guard sides.count == 2, let width = Self.length(sides[0]), let height = Self.length(sides[1]) else {
            throw .unknownPaper(text)
        }
        let (short, long) = (min(width, height) * unit, max(width, height) * unit)
        guard short >= Self.shortestSide, long <= Self.longestSide else {
            throw .labelSizeOutOfRange(text, width: width * unit, height: height * unit)
        }
        self = Self.label(lowered, Self.hundredths(width * unit), Self.hundredths(height * unit))
    }

    private init(name: String, width: Double, height: Double, isLabel: Bool) {
        self.name = name
        self.width = width
        self.height = height
        self.isLabel = isLabel
    }

    private static func label(_ name: String, _ width: Double, _ height: Double) -> LabelPaper {
        LabelPaper(name: name, width: width, height: height, isLabel: true)
    }

    /// Millimetres to two decimals, as every size is drawn.
    private static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// A length of up to four digits and two decimals, such as `62`, `29.5` or `.5`.
    private static func length(_ text: Substring) -> Double? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let isDigits = { (part: Substring) in part.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        guard !text.isEmpty, text != ".", parts.allSatisfy(isDigits), parts[0].count <= 4,
            parts.count == 1 || (1...2).contains(parts[1].count)
        else { return nil }
        return Double(text.hasPrefix(".") ? "0" + text : String(text))
    }
}
