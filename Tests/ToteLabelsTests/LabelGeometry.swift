import Foundation

/// The places of what an SVG page of labels draws, read from its elements alone: each label's group, the lines of
/// text in it (from their position, size and `textLength`) and its QR code with the quiet zone around it.
struct LabelGeometry {
    struct Box: CustomStringConvertible {
        let left: Double
        let top: Double
        let right: Double
        let bottom: Double

        func contains(_ other: Box, within slack: Double = 0.011) -> Bool {
            other.left >= left - slack && other.top >= top - slack && other.right <= right + slack
                && other.bottom <= bottom + slack
        }

        func overlaps(_ other: Box) -> Bool {
            left < other.right && other.left < right && top < other.bottom && other.top < bottom
        }

        var description: String { "(\(left), \(top))–(\(right), \(bottom))" }
    }

    struct Label {
        /// Each line of text: what it says and the box its line takes, from a fifth of its size below its baseline
        /// to four fifths above.
        let texts: [(text: String, box: Box)]
        /// The code's modules and its quiet zone of four modules all round, for a code of `modules` a side.
        let code: Box
    }

    let labels: [Label]

    /// Reads the labels' groups in the order they are drawn; `modules` gives each one's code size.
    init(svg: String, modules: [Int]) throws {
        let groups = svg.components(separatedBy: "<g>").dropFirst()
        var labels: [Label] = []
        for (group, size) in zip(groups, modules) {
            var texts: [(String, Box)] = []
            for match in group.matches(of: Self.text()) {
                let (x, y, fontSize, length) = (
                    Double(match.1)!, Double(match.2)!, Double(match.3)!, Double(match.4)!
                )
                texts.append(
                    (
                        String(match.5),
                        Box(left: x, top: y - 0.8 * fontSize, right: x + length, bottom: y + 0.2 * fontSize)
                    ))
            }
            let code = try require(group.firstMatch(of: Self.code()))
            let (x, y, module) = (Double(code.1)!, Double(code.2)!, Double(code.3)!)
            let quiet = 4 * module
            labels.append(
                Label(
                    texts: texts,
                    code: Box(
                        left: x - quiet, top: y - quiet, right: x + Double(size) * module + quiet,
                        bottom: y + Double(size) * module + quiet)))
        }
        self.labels = labels
    }

    private static func text() -> Regex<(Substring, Substring, Substring, Substring, Substring, Substring)> {
        #/<text x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)" font-weight="\d+" textLength="([\d.]+)" lengthAdjust="spacingAndGlyphs">([^<]*)</text>/#
    }

    private static func code() -> Regex<(Substring, Substring, Substring, Substring)> {
        #/<path transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)"/#
    }
}

/// `#require` outside a test's body: a missing value is a thrown error.
private func require<Value>(_ value: Value?) throws -> Value {
    guard let value else { throw MissingElement() }
    return value
}

private struct MissingElement: Error {}
