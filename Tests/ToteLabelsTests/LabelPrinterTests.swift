import Foundation
import Testing
import ToteLabelsTesting
import ToteQRCode

@testable import ToteLabels

@Suite("Label printers and contents on labels")
struct LabelPrinterTests {
    /// Boxes with nothing in them, a few things, and more than any label lists, with long titles and wide letters.
    private func labels(listing listed: Int) -> [BoxLabel] {
        let counts = [0, 1, 3, 12, 40, 600]
        return counts.enumerated().map { index, count in
            let entries = (0..<min(count, listed)).map { item in
                LabelContents.Entry(
                    title: item.isMultiple(of: 3) ? "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW \(item)" : "Mug \(item)",
                    quantity: item.isMultiple(of: 2) ? 1 : 12)
            }
            return BoxLabel(
                number: index + 1 == counts.count ? 12_345 : index + 1,
                title: index.isMultiple(of: 2) ? "Küche & <Geschirr> \(index)" : String(repeating: "MW", count: 60),
                room: index == 1 ? nil : "Living room", isFragile: index.isMultiple(of: 2), opensFirst: index == 3,
                url: "https://tote.example/boxes/\(index + 1)?k=3f2504e0",
                contents: listed == 0 ? nil : LabelContents(entries: entries, unlisted: count - entries.count))
        }
    }

    private static let papers = LabelPaper.presets.map(\.paper.name) + ["62x40mm", "29x90mm", "3x2in"]

    @Test("every label printer's preset, rasterised at 300 dpi, has each label's code read back by zbarimg")
    func presetsDecode() throws {
        let scanner = try LabelScanner()
        for name in Self.papers {
            let paper = try LabelPaper(parsing: name)
            let layout = try LabelLayout(parsing: "3x8", paper: paper)
            #expect(layout.perSheet == 1 && layout.labelWidth == paper.width && layout.labelHeight == paper.height)
            let labels = labels(listing: 8)
            let sheets = try LabelSheets(labels, layout: layout)
            let drawings = try sheets.svg()
            #expect(drawings.count == labels.count, "\(name)")
            for (drawing, label) in zip(drawings, labels) {
                let read = try scanner.scan(drawing, at: 0, of: layout)
                #expect(read == [label.url], "\(name) #\(label.number): \(read)")
                #expect(!drawing.contains("stroke=\"#bbb\""), "a printer's label has no cutting line: \(name)")
            }
        }
    }

    @Test("no line of text runs outside its label or into the code's quiet zone, on every paper, listing any number")
    func textStaysOnItsLabel() throws {
        let sheetLayouts = [("a4", "3x8"), ("letter", "2x7"), ("a4", "1x1"), ("letter", "4x6")]
        let layouts =
            try Self.papers.map { try LabelLayout(parsing: "1x1", paper: LabelPaper(parsing: $0)) }
            + sheetLayouts.map { try LabelLayout(parsing: $1, paper: LabelPaper(parsing: $0)) }
        for layout in layouts {
            for listed in [0, 3, 500] {
                let labels = labels(listing: listed)
                let sheets = try LabelSheets(labels, layout: layout)
                for (sheet, svg) in zip(sheets.sheets, try sheets.svg()) {
                    let modules = try sheet.placed.map { try QRCode.encode($0.label.url, correction: .medium).size }
                    let geometry = try LabelGeometry(svg: svg, modules: modules)
                    #expect(geometry.labels.count == sheet.placed.count)
                    for ((position, label), drawn) in zip(sheet.placed, geometry.labels) {
                        let (x, y) = layout.origin(of: position)
                        let edge = LabelGeometry.Box(
                            left: x, top: y, right: x + layout.labelWidth, bottom: y + layout.labelHeight)
                        let place =
                            "\(layout.paper.name) \(layout.columns)x\(layout.rows) listing \(listed), #\(label.number)"
                        #expect(edge.contains(drawn.code), "code \(drawn.code) outside \(edge): \(place)")
                        for (text, box) in drawn.texts {
                            #expect(edge.contains(box), "'\(text)' at \(box) outside \(edge): \(place)")
                            #expect(!box.overlaps(drawn.code), "'\(text)' at \(box) on the code: \(place)")
                        }
                        try expectContents(of: label, drawn: drawn.texts.map(\.text), listed: listed, place: place)
                    }
                }
            }
        }
    }

    /// The label lists its first items in order, and its last line counts every item it leaves out.
    private func expectContents(of label: BoxLabel, drawn: [String], listed: Int, place: String) throws {
        guard listed > 0 else {
            #expect(!drawn.contains { $0.hasSuffix(" more") || $0 == "Empty" }, "\(place)")
            return
        }
        let contents = try #require(label.contents)
        let total = contents.entries.count + contents.unlisted
        if total == 0 {
            #expect(drawn.last == "Empty", "\(place)")
            return
        }
        let shown = drawn.drop { !$0.hasPrefix(contents.entries.first.map(Self.start) ?? "+ ") }
        let more = shown.last.flatMap { $0.hasPrefix("+ ") ? Int($0.dropFirst(2).prefix { $0.isNumber }) : nil } ?? 0
        let items = shown.count - (more > 0 ? 1 : 0)
        #expect(items + more == total, "\(drawn) \(place)")
        #expect(items >= min(total, 1) || more == total, "\(place)")
    }

    /// How an entry's line starts, before any cut.
    private static func start(_ entry: LabelContents.Entry) -> String {
        String((entry.quantity == 1 ? entry.title : "\(entry.quantity) × \(entry.title)").prefix(1))
    }

    @Test("a label lists what fits at full size, and shrinks its type for more, down to a smallest size")
    func contentsShrinkToFit() throws {
        let layout = try LabelLayout(parsing: "1x1", paper: LabelPaper(parsing: "62x100mm"))
        func sizes(_ count: Int) throws -> [Double] {
            let entries = (0..<count).map { LabelContents.Entry(title: "Mug \($0)", quantity: 1) }
            let label = BoxLabel(
                number: 1, title: "Kitchen", url: "https://tote.example/boxes/1",
                contents: LabelContents(entries: entries, unlisted: 0))
            let svg = try #require(try LabelSheets([label], layout: layout).svg().first)
            return svg.matches(of: #/font-size="([\d.]+)"[^>]*>Mug /#).map { Double($0.1)! }
        }
        let few = try sizes(2)
        let many = try sizes(12)
        #expect(few.count == 2 && many.count == 12)
        let (largest, smaller) = (try #require(few.first), try #require(many.first))
        #expect(largest > smaller)
        let tooMany = try sizes(200)
        #expect(tooMany.count < 200 && tooMany.allSatisfy { $0 >= 1.8 })
    }

    @Test("a contents sheet (one label filling A4) lists every item of a box of 120, in columns")
    func contentsSheet() throws {
        let entries = (1...120).map { LabelContents.Entry(title: "Book \($0)", quantity: $0 % 3 + 2) }
        let label = BoxLabel(
            number: 7, title: "Study", room: "Study", url: "https://tote.example/boxes/7",
            contents: LabelContents(entries: entries, unlisted: 0))
        let svg = try #require(
            try LabelSheets([label], layout: LabelLayout(parsing: "1x1", paper: .a4)).svg().first)
        let listed = svg.matches(of: #/<text x="([\d.]+)"[^>]*>(\d) × Book (\d+)</text>/#)
        #expect(listed.map { Int($0.3)! } == Array(1...120))
        #expect(Set(listed.map(\.1)).count == 3)
        #expect(!svg.contains(" more</text>"))
    }

    @Test("label sizes in millimetres and inches are read, and their page is the label")
    func sizes() throws {
        let inches = try LabelPaper(parsing: "4X6IN")
        #expect(abs(inches.width - 101.6) < 1e-9 && abs(inches.height - 152.4) < 1e-9)
        #expect(inches.isLabel && inches.name == "4x6in")
        let decimal = try LabelPaper(parsing: "62×29.5mm")
        #expect(decimal.width == 62 && decimal.height == 29.5)
        for text in ["62x.5mm", "62.x100mm", "x100mm", "62x100x3mm", "62x100cm", "-62x100mm", "62 x 100mm", "1e2x50mm"]
        {
            #expect(throws: LabelError.self, "\(text)") { try LabelPaper(parsing: text) }
        }
        let html = try LabelSheets(labels(listing: 0), layout: LabelLayout(parsing: "3x8", paper: inches))
            .html(title: "Labels")
        #expect(html.contains("@page { size: 101.6mm 152.4mm; margin: 0; }"))
        #expect(html.contains("<p>6 labels of 101.6 × 152.4 mm, one a page.</p>"))
        #expect(html.components(separatedBy: "<section class=\"sheet\">").count == 7)
        #expect(html.contains("data-file=\"box-12345.png\">Save box-12345.png (300 dpi)</button>"))
        #expect(html.contains("canvas.toDataURL(\"image/png\")"))
    }

    @Test("how many items to list is read as a number up to 500 or all, and nothing else")
    func contentsCounts() throws {
        #expect(try LabelContents.count(parsing: "0") == 0)
        #expect(try LabelContents.count(parsing: " 12 ") == 12)
        #expect(try LabelContents.count(parsing: "ALL") == 500)
        for text in ["", "-1", "501", "1.5", "twelve", "0x10", "٣"] {
            #expect(throws: LabelError.unreadableContents(text)) { try LabelContents.count(parsing: text) }
        }
    }
}

@Suite("Glyph widths")
struct GlyphWidthTests {
    @Test("a letter with marks is as wide as its letter, a mark alone takes no room, and other scripts a whole em")
    func widths() {
        let plain = GlyphWidths.width(of: "Kuche", size: 10, isBold: false)
        #expect(GlyphWidths.width(of: "Küche", size: 10, isBold: false) == plain)
        #expect(GlyphWidths.width(of: "Ku\u{308}che", size: 10, isBold: false) == plain)
        #expect(GlyphWidths.width(of: "日本", size: 10, isBold: false) == 20)
        #expect(
            GlyphWidths.width(of: "W", size: 10, isBold: true) > GlyphWidths.width(of: "W", size: 10, isBold: false))
    }
}
