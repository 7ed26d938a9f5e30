import ToteQRCode

/// One page of labels drawn as SVG in millimetres. A label wider than it is high has its box number big, its title,
/// room, handling marks and listed items on the left, and the QR code of its page on the right; a taller one has the
/// code above the text. The code keeps the quiet zone of four modules the QR code standard asks for, inside the
/// label. Every line of text is given its width (`textLength`), so that its place on the label can be checked from
/// the drawing alone.
struct SVGSheet {
    let layout: LabelLayout
    let sheet: LabelSheets.Sheet

    var document: String {
        get throws(QRCodeError) {
            let (width, height) = (Self.number(layout.paper.width), Self.number(layout.paper.height))
            var parts = [
                """
                <svg xmlns="http://www.w3.org/2000/svg" width="\(width)mm" height="\(height)mm" \
                viewBox="0 0 \(width) \(height)" font-family="Helvetica, Arial, sans-serif">
                <rect width="\(width)" height="\(height)" fill="#fff"/>
                """
            ]
            for (position, label) in sheet.placed {
                parts.append(try self.label(label, at: layout.origin(of: position)))
            }
            parts.append("</svg>")
            return parts.joined(separator: "\n")
        }
    }

    /// The blank edge of a label, in millimetres.
    private static let padding = 2.5

    private func label(_ label: BoxLabel, at origin: (x: Double, y: Double)) throws(QRCodeError) -> String {
        let (width, height, padding) = (layout.labelWidth, layout.labelHeight, Self.padding)
        let code = try QRCode.encode(label.url, correction: .medium)
        let isTall = height > width
        let codeShare = label.contents != nil && isTall ? 0.25 : 0.45
        let side = isTall ? min(width - 2 * padding, height * codeShare) : min(height - 2 * padding, width * codeShare)
        let module = side / Double(code.size + 8)
        let codeX = isTall ? origin.x + (width - side) / 2 : origin.x + width - padding - side
        let codeY = isTall ? origin.y + padding : origin.y + (height - side) / 2
        let textX = origin.x + padding
        let textTop = isTall ? codeY + side + padding : origin.y + padding
        let textWidth = isTall ? width - 2 * padding : codeX - textX - padding
        let lines = TextLines(label: label, width: textWidth, height: origin.y + height - padding - textTop)
        let text = lines.all.map { line in
            "<text x=\"\(Self.number(textX + line.x))\" y=\"\(Self.number(textTop + line.baseline))\" "
                + "font-size=\"\(Self.number(line.size))\" font-weight=\"\(line.isBold ? 700 : 400)\" "
                + "textLength=\"\(Self.number(line.width))\" lengthAdjust=\"spacingAndGlyphs\">"
                + "\(XML.escaped(line.text))</text>"
        }
        let edge =
            layout.paper.isLabel
            ? ""
            : """
            <rect x="\(Self.number(origin.x))" y="\(Self.number(origin.y))" width="\(Self.number(width))" \
            height="\(Self.number(height))" rx="1.5" fill="none" stroke="#bbb" stroke-width="0.2"/>

            """
        return """
            <g>
            \(edge)\(text.joined(separator: "\n"))
            <path transform="translate(\(Self.number(codeX + 4 * module)) \(Self.number(codeY + 4 * module))) \
            scale(\(Self.number(module)))" shape-rendering="crispEdges" fill="#000" d="\(code.svgPath)"/>
            </g>
            """
    }

    /// Millimetres to two decimals, without trailing zeros.
    static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded() / 100
        return hundredths == hundredths.rounded() ? String(Int(hundredths)) : String(hundredths)
    }
}
