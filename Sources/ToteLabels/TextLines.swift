/// The lines of text on a label, sized to its height and cut to its width: the box number, the title, the room, the
/// handling marks, and the items it lists, with "+ 12 more" for those that do not fit. Each line is at most
/// `width` wide (``GlyphWidths``), and together they are at most `height` high.
struct TextLines {
    struct Line {
        let text: String
        let size: Double
        let isBold: Bool
        /// How wide the line is drawn.
        let width: Double
    }

    let all: [Line]

    /// A line takes its font size and this much again below it.
    static let spacing = 1.15
    /// The smallest type of the heading lines, and of the listed items, in millimetres (about 6 and 5 points).
    private static let smallestHeading = 2.2
    private static let smallestItem = 1.8
    /// An item's line as a share of the label's height, when there is room.
    private static let itemShare = 0.1

    init(label: BoxLabel, width: Double, height: Double) {
        var heading: [(String, Double, Bool)] = [("#\(label.number)", 0.42, true), (label.title, 0.16, false)]
        if let room = label.room { heading.append(("→ \(room)", 0.14, true)) }
        let marks = [label.isFragile ? "FRAGILE" : nil, label.opensFirst ? "OPEN FIRST" : nil].compactMap { $0 }
        if !marks.isEmpty { heading.append((marks.joined(separator: " · "), 0.13, true)) }
        let headingShare = heading.map(\.1).reduce(0, +) * Self.spacing
        guard let contents = label.contents else {
            all = heading.map {
                Self.line($0, size: height * $0.1 / max(1, headingShare), smallest: Self.smallestHeading, width: width)
            }
            return
        }
        let (headingScale, items) = Self.items(contents, height: height, headingShare: headingShare)
        all =
            heading.map {
                Self.line($0, size: height * $0.1 * headingScale, smallest: Self.smallestHeading, width: width)
            }
            + items.texts.map { Self.line(($0, 0, false), size: items.size, smallest: Self.smallestItem, width: width) }
    }

    /// The items' lines and their size, and how much the heading is scaled to leave them room: everything at its
    /// share of the height when it fits; else the heading in at most half the height and the items in the rest, as
    /// many as fit at the smallest size, the last line counting those left out.
    private static func items(
        _ contents: LabelContents, height: Double, headingShare: Double
    ) -> (headingScale: Double, items: (texts: [String], size: Double)) {
        let texts = contents.entries.isEmpty && contents.unlisted == 0 ? ["Empty"] : contents.entries.map(\.text)
        let total = max(texts.count, contents.entries.count + contents.unlisted)
        let lines = texts.count + (total > texts.count ? 1 : 0)
        let share = headingShare + Double(lines) * itemShare * spacing
        if share <= 1 {
            return (1, (texts + more(total - texts.count), height * itemShare))
        }
        let headingScale = min(1 / share, 0.5 / headingShare)
        let room = height * (1 - headingShare * headingScale)
        let size = room / (Double(lines) * spacing)
        if size >= smallestItem {
            return (headingScale, (texts + more(total - texts.count), size))
        }
        let fitting = max(0, Int(room / (smallestItem * spacing)) - 1)
        return (headingScale, (Array(texts.prefix(fitting)) + more(total - min(fitting, texts.count)), smallestItem))
    }

    private static func more(_ count: Int) -> [String] { count > 0 ? ["+ \(count) more"] : [] }

    /// A line at its size, smaller when it is too wide (down to the smallest size), and cut to the width beyond that.
    private static func line(
        _ wanted: (text: String, share: Double, isBold: Bool), size: Double, smallest: Double, width: Double
    ) -> Line {
        let (text, _, isBold) = wanted
        let natural = GlyphWidths.width(of: text, size: size, isBold: isBold)
        let fitting = natural <= width ? size : max(size * width / natural, min(size, smallest))
        let cut = Self.cut(text, toFit: width, size: fitting, isBold: isBold)
        return Line(
            text: cut, size: fitting, isBold: isBold,
            width: GlyphWidths.width(of: cut, size: fitting, isBold: isBold))
    }

    /// The text, with an ellipsis instead of what would run past the width.
    private static func cut(_ text: String, toFit width: Double, size: Double, isBold: Bool) -> String {
        // A line shrunk to the width is that wide, give or take the last bit of a Double.
        guard GlyphWidths.width(of: text, size: size, isBold: isBold) > width * (1 + 1e-9) else { return text }
        var kept = Substring(text)
        while !kept.isEmpty, GlyphWidths.width(of: kept + "…", size: size, isBold: isBold) > width {
            kept = kept.dropLast()
        }
        return kept + "…"
    }
}
