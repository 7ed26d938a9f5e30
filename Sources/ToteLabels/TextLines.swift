/// The lines of text on a label, sized to its height and cut to its width: the box number, the title, where it is,
/// the room, the handling marks, and the items it lists, with "+ 12 more" for those that do not fit. A wide label
/// lists its items in columns. Each line has its place within the text's area: no line is wider than its column
/// (``GlyphWidths``), and together they are at most `height` high.
struct TextLines {
    struct Line {
        let text: String
        let size: Double
        let isBold: Bool
        /// How wide the line is drawn.
        let width: Double
        /// Where the line starts and where its baseline is, from the top left corner of the text's area.
        let x: Double
        let baseline: Double
    }

    let all: [Line]

    /// A line takes its font size and this much again below it.
    static let spacing = 1.15
    /// The smallest type of the heading lines, and of the listed items, in millimetres (about 6 and 5 points).
    private static let smallestHeading = 2.2
    private static let smallestItem = 1.8
    /// An item's line as a share of the label's height, when there is room.
    private static let itemShare = 0.1
    /// The largest type of a listed item, in millimetres (about 17 points).
    private static let largestItem = 6.0
    /// The narrowest column of items, the most columns, and the space between two.
    private static let columnWidth = 55.0
    private static let mostColumns = 4
    private static let columnGap = 4.0

    init(label: BoxLabel, width: Double, height: Double) {
        var heading: [(text: String, share: Double, isBold: Bool)] = [
            ("#\(label.number)", 0.42, true), (label.title, 0.16, false),
        ]
        if let path = label.path { heading.append(("In \(path)", 0.1, false)) }
        if let room = label.room { heading.append(("→ \(room)", 0.14, true)) }
        let marks = [label.isFragile ? "FRAGILE" : nil, label.opensFirst ? "OPEN FIRST" : nil].compactMap { $0 }
        if !marks.isEmpty { heading.append((marks.joined(separator: " · "), 0.13, true)) }
        let headingShare = heading.map(\.share).reduce(0, +) * Self.spacing
        let listing = label.contents.map { Self.listing($0, width: width, height: height, headingShare: headingShare) }
        let headingScale = listing?.headingScale ?? 1 / max(1, headingShare)
        var lines: [Line] = []
        var top = 0.0
        for (text, share, isBold) in heading {
            let size = height * share * headingScale
            lines.append(
                Self.line(
                    text, size: size, isBold: isBold, smallest: Self.smallestHeading, width: width, x: 0, top: top))
            top += size * Self.spacing
        }
        if let listing {
            let column = (width - Double(listing.columns - 1) * Self.columnGap) / Double(listing.columns)
            // Every item in one size: the size at which the widest fits its column, or the smallest.
            let widest = listing.texts.map { GlyphWidths.width(of: $0, size: listing.size, isBold: false) }.max() ?? 0
            let size = widest <= column ? listing.size : max(listing.size * column / widest, Self.smallestItem)
            for (index, text) in listing.texts.enumerated() {
                let (columnIndex, row) = index.quotientAndRemainder(dividingBy: listing.perColumn)
                lines.append(
                    Self.line(
                        text, size: size, isBold: false, smallest: Self.smallestItem, width: column,
                        x: Double(columnIndex) * (column + Self.columnGap),
                        top: top + Double(row) * listing.size * Self.spacing))
            }
        }
        all = lines
    }

    /// How a label lists its items: the heading scaled to leave them room, their lines, their size, and the columns
    /// they are in.
    private struct Listing {
        let headingScale: Double
        let texts: [String]
        let size: Double
        let columns: Int
        let perColumn: Int
    }

    /// Every item at its share of the height (no larger than the title, nor than ``largestItem``) in the columns
    /// that draw it largest once each line fits its column's width; when they do not fit even at the smallest size,
    /// the heading in at most half the height and as many items as fit in as many columns as the width holds, the
    /// last line counting those left out (none in an area too low for one line).
    private static func listing(
        _ contents: LabelContents, width: Double, height: Double, headingShare: Double
    ) -> Listing {
        let texts = contents.entries.isEmpty && contents.unlisted == 0 ? ["Empty"] : contents.entries.map(\.text)
        let total = max(texts.count, contents.entries.count + contents.unlisted)
        let all = texts + more(total - texts.count)
        let mostColumns = max(1, min(mostColumns, Int((width + columnGap) / (columnWidth + columnGap))))
        let widest = all.map { GlyphWidths.width(of: $0, size: 1, isBold: false) }.max() ?? 1
        let candidates = (1...mostColumns).map { columns in
            let perColumn = (all.count + columns - 1) / columns
            let share = headingShare + Double(perColumn) * itemShare * spacing
            let headingScale = share <= 1 ? 1 : min(1 / share, 0.5 / headingShare)
            let room = height * (1 - headingShare * headingScale)
            let size = min(
                height * itemShare, room / (Double(perColumn) * spacing), largestItem, height * 0.16 * headingScale)
            let column = (width - Double(columns - 1) * columnGap) / Double(columns)
            return (
                listing: Listing(
                    headingScale: headingScale, texts: all, size: size, columns: columns, perColumn: perColumn),
                drawn: min(size, column / widest)
            )
        }
        let best = candidates.reduce(candidates[0]) { $1.drawn > $0.drawn * 1.05 ? $1 : $0 }.listing
        guard best.size < smallestItem, let widestColumns = candidates.last?.listing else { return best }
        let headingScale = min(widestColumns.headingScale, 0.5 / headingShare)
        let room = height * (1 - headingShare * headingScale)
        let rows = Int(room / (smallestItem * spacing))
        let lines = rows * widestColumns.columns
        // An area too low for one line at the smallest size lists nothing.
        let shown = lines == 0 ? 0 : min(texts.count, lines - 1)
        return Listing(
            headingScale: headingScale,
            texts: lines == 0 ? [] : Array(texts.prefix(shown)) + more(total - shown),
            size: smallestItem, columns: widestColumns.columns, perColumn: max(1, rows))
    }

    private static func more(_ count: Int) -> [String] { count > 0 ? ["+ \(count) more"] : [] }

    /// A line at its size, smaller when it is too wide (down to the smallest size), and cut to the width beyond that.
    private static func line(
        _ text: String, size: Double, isBold: Bool, smallest: Double, width: Double, x: Double, top: Double
    ) -> Line {
        let natural = GlyphWidths.width(of: text, size: size, isBold: isBold)
        let fitting = natural <= width ? size : max(size * width / natural, min(size, smallest))
        let cut = Self.cut(text, toFit: width, size: fitting, isBold: isBold)
        return Line(
            text: cut, size: fitting, isBold: isBold, width: GlyphWidths.width(of: cut, size: fitting, isBold: isBold),
            x: x, baseline: top + size - fitting * 0.2)
    }

    /// The text, with an ellipsis instead of what would run past the width.
    private static func cut(_ text: String, toFit width: Double, size: Double, isBold: Bool) -> String {
        // A line shrunk to the width is that wide, give or take the last bit of a Double.
        guard GlyphWidths.width(of: text, size: size, isBold: isBold) > width * (1 + 1e-9) else { return text }
        var room = width - GlyphWidths.width(of: "…", size: size, isBold: isBold)
        var kept = ""
        for character in text {
            room -= GlyphWidths.width(of: String(character), size: size, isBold: isBold)
            guard room >= 0 else { break }
            kept.append(character)
        }
        return kept + "…"
    }
}
