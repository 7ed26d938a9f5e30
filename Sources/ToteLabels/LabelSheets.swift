import ToteQRCode

/// Labels laid out on as many sheets as they need, after the used labels of a part-used first sheet.
public struct LabelSheets: Sendable {
    /// One sheet: its labels, each at a position counted across then down from 0.
    public struct Sheet: Sendable {
        public let placed: [(position: Int, label: BoxLabel)]
    }

    public let layout: LabelLayout
    public let sheets: [Sheet]

    /// Throws ``LabelError`` for no labels, or a skip beyond the first sheet.
    public init(_ labels: [BoxLabel], layout: LabelLayout, skipping skip: Int = 0) throws(LabelError) {
        guard !labels.isEmpty else { throw .noLabels }
        guard (0..<layout.perSheet).contains(skip) else {
            throw .skipOutOfRange(String(skip), perSheet: layout.perSheet)
        }
        self.layout = layout
        var sheets: [Sheet] = []
        var remaining = labels[...]
        var first = skip
        while !remaining.isEmpty {
            let count = min(layout.perSheet - first, remaining.count)
            sheets.append(Sheet(placed: remaining.prefix(count).enumerated().map { (first + $0.offset, $0.element) }))
            remaining = remaining.dropFirst(count)
            first = 0
        }
        self.sheets = sheets
    }

    /// Each sheet as an SVG document of the paper's exact size in millimetres.
    public func svg() throws(QRCodeError) -> [String] {
        var documents: [String] = []
        for sheet in sheets { documents.append(try SVGSheet(layout: layout, sheet: sheet).document) }
        return documents
    }

    /// One HTML page with every sheet, ready to print: one sheet a page, no browser margins. The print rules are in
    /// the page, or at `stylesheet` (``PrintStyle``) where a page may not carry its own styles.
    public func html(title: String, stylesheet: String? = nil) throws(QRCodeError) -> String {
        let sheets = try svg().map { "<section class=\"sheet\">\n\($0)\n</section>" }.joined(separator: "\n")
        let style =
            stylesheet.map { "<link rel=\"stylesheet\" href=\"\(XML.escaped($0))\">" }
            ?? "<style>\n\(PrintStyle.css(for: layout.paper))</style>"
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(XML.escaped(title))</title>
            \(style)
            </head>
            <body>
            \(sheets)
            </body>
            </html>

            """
    }
}
