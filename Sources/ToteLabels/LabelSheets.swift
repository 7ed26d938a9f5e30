import ToteQRCode

/// Labels laid out on as many sheets as they need, after the used labels of a part-used first sheet; on a label
/// printer's paper, one label a sheet.
public struct LabelSheets: Sendable {
    /// One sheet: its labels, each at a position counted across then down from 0.
    public struct Sheet: Sendable {
        public let placed: [(position: Int, label: BoxLabel)]
    }

    /// Where a page of labels finds its print rules and its Print button's script: in the page itself (a file), or
    /// under an address (`ASSETS/labels/PAPER.css` and `ASSETS/print.js`, for pages that may not carry their own).
    public enum Assets: Sendable {
        case inline
        case served(under: String)
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

    /// How many labels the sheets hold.
    public var labelCount: Int { sheets.reduce(0) { $0 + $1.placed.count } }

    /// What is being printed, in a line: `12 labels on 1 sheet of A4, 3 × 8` or `2 labels of 62 × 100 mm, one a page`.
    public var summary: String {
        let labels = labelCount == 1 ? "1 label" : "\(labelCount) labels"
        let paper = layout.paper
        guard !paper.isLabel else {
            return "\(labels) of \(SVGSheet.number(paper.width)) × \(SVGSheet.number(paper.height)) mm, one a page"
        }
        let sheetCount = sheets.count == 1 ? "1 sheet" : "\(sheets.count) sheets"
        let name = paper == .a4 ? "A4" : "US Letter"
        return "\(labels) on \(sheetCount) of \(name), \(layout.columns) × \(layout.rows)"
    }

    /// One HTML page with every sheet, ready to print: one sheet a page, no browser margins; above the sheets, for the
    /// screen only, a heading, the Print button, a link back (when there is somewhere to go back to) and a reminder
    /// to print at full size, and below each sheet a button that saves it as a PNG at 300 dots an inch, for printers
    /// that take images.
    public func html(title: String, back: String? = nil, assets: Assets = .inline) throws(QRCodeError) -> String {
        let sheets = try zip(self.sheets, svg()).enumerated().map { index, sheet in
            let name = layout.paper.isLabel ? "box-\(sheet.0.placed[0].label.number)" : "labels-\(index + 1)"
            return
                "<section class=\"sheet\">\n\(sheet.1)\n</section>\n<p class=\"controls save\"><button type=\"button\" "
                + "class=\"png\" data-file=\"\(name).png\">Save \(name).png (300 dpi)</button></p>"
        }.joined(separator: "\n")
        let head: String
        let script: String
        switch assets {
        case .inline:
            head = "<style>\n\(PrintStyle.css(for: layout.paper))</style>"
            script = "<script>\n\(PrintStyle.script)</script>"
        case .served(let base):
            head = "<link rel=\"stylesheet\" href=\"\(XML.escaped("\(base)/labels/\(layout.paper.name).css"))\">"
            script = "<script src=\"\(XML.escaped("\(base)/print.js"))\"></script>"
        }
        let backLink = back.map { " <a href=\"\(XML.escaped($0))\">Back to the labels form</a>" } ?? ""
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(XML.escaped(title))</title>
            \(head)
            </head>
            <body>
            <header class="controls">
            <h1>\(XML.escaped(title))</h1>
            <p>\(XML.escaped(summary)).</p>
            <p><button type="button" id="print">Print</button>\(backLink)</p>
            <p>Print at 100 % (actual size, not “fit to page”), with no margins, headers or footers, so that every \
            label lands on its place\(layout.paper.isLabel ? "" : " on the sheet").</p>
            </header>
            \(sheets)
            \(script)
            </body>
            </html>

            """
    }
}
