/// The lines of text on a label, sized to its height and cut to its width: the box number, the title, the room, and
/// the handling marks.
struct TextLines {
    struct Line {
        let text: String
        let size: Double
        let isBold: Bool
    }

    let all: [Line]

    /// An average glyph of these fonts is about this share of the font size wide.
    private static let glyphWidth = 0.6

    init(label: BoxLabel, width: Double, height: Double) {
        var wanted: [(String, Double, Bool)] = [("#\(label.number)", 0.42, true), (label.title, 0.16, false)]
        if let room = label.room { wanted.append(("→ \(room)", 0.14, true)) }
        let marks = [label.isFragile ? "FRAGILE" : nil, label.opensFirst ? "OPEN FIRST" : nil].compactMap { $0 }
        if !marks.isEmpty { wanted.append((marks.joined(separator: " · "), 0.13, true)) }
        // Shares of the height, shrunk together when the lines with their spacing would not fit.
        let total = wanted.map(\.1).reduce(0, +) * 1.15
        let scale = min(1, 1 / total)
        all = wanted.map { text, share, isBold in
            let fitting = min(height * share * scale, width / (Self.glyphWidth * Double(max(text.count, 1))))
            let size = max(fitting, min(height * share * scale, 2.2))
            return Line(text: Self.cut(text, toFit: width, size: size), size: size, isBold: isBold)
        }
    }

    /// The text, with an ellipsis instead of what would run past the width.
    private static func cut(_ text: String, toFit width: Double, size: Double) -> String {
        let fits = Int(width / (glyphWidth * size))
        guard text.count > fits, fits > 1 else { return text }
        return String(text.prefix(fits - 1)) + "…"
    }
}
