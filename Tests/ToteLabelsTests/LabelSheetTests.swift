import Foundation
import Testing
import ToteLabels
import ToteLabelsTesting
import ToteQRCode

@Suite("Label sheets")
struct LabelSheetTests {
    private func labels(_ count: Int) -> [BoxLabel] {
        (1...count).map { number in
            BoxLabel(
                number: number, title: "Küche & <Geschirr> \(number)", room: number.isMultiple(of: 2) ? "Kitchen" : nil,
                path: number.isMultiple(of: 4) ? "Unit 12 › Shelf 3" : nil, isFragile: number.isMultiple(of: 3),
                opensFirst: number == 1,
                url: "https://tote.example/boxes/\(number)")
        }
    }

    @Test("a printed A4 sheet of 3x8 labels, rendered to an image, has every box's code where zbarimg reads it")
    func renderedSheetDecodes() throws {
        let scanner = try LabelScanner()
        let sheets = try LabelSheets(labels(19), layout: LabelLayout(parsing: "3x8", paper: .a4), skipping: 5)
        #expect(sheets.sheets.count == 1)
        #expect(sheets.sheets[0].placed.map(\.position) == Array(5..<24))
        let svg = try #require(try sheets.svg().first)
        #expect(svg.contains("width=\"210mm\" height=\"297mm\""))
        #expect(svg.contains("Küche &amp; &lt;Geschirr&gt; 7"))
        #expect(svg.contains("FRAGILE"))
        #expect(svg.contains("→ Kitchen"))
        #expect(svg.contains("In Unit 12 › Shelf 3"))
        // Each label of the drawn sheet, at its place on the paper, holds its own box's address.
        for (position, label) in sheets.sheets[0].placed {
            let decoded = try scanner.scan(svg, at: position, of: sheets.layout)
            #expect(decoded == [label.url], "position \(position)")
        }
    }

    @Test("US Letter and 2x4, 4x6 and 3x7 sheets decode too, over several sheets")
    func otherPapersAndLayouts() throws {
        let scanner = try LabelScanner()
        for (layout, paper) in [("2x4", LabelPaper.letter), ("4x6", .a4), ("3x7", .letter)] {
            let sheets = try LabelSheets(labels(10), layout: LabelLayout(parsing: layout, paper: paper))
            let perSheet = try LabelLayout(parsing: layout, paper: paper).perSheet
            #expect(sheets.sheets.count == (10 + perSheet - 1) / perSheet)
            var decoded: [String] = []
            for (sheet, svg) in zip(sheets.sheets, try sheets.svg()) {
                for (position, _) in sheet.placed {
                    decoded += try scanner.scan(svg, at: position, of: sheets.layout)
                }
            }
            #expect(decoded == (1...10).map { "https://tote.example/boxes/\($0)" }, "\(layout) \(paper)")
        }
    }

    @Test("the print page holds each sheet at the paper's size, one a page")
    func printPage() throws {
        let sheets = try LabelSheets(labels(30), layout: LabelLayout(parsing: "3x8", paper: .letter), skipping: 2)
        let html = try sheets.html(title: "Labels <Tote>")
        #expect(html.contains("@page { size: 215.9mm 279.4mm; margin: 0; }"))
        #expect(html.components(separatedBy: "<section class=\"sheet\">").count == 3)
        #expect(html.contains("<title>Labels &lt;Tote&gt;</title>"))
    }

    @Test(
        "layouts, papers and skips that cannot be printed are refused with a clear message",
        arguments: [
            (
                "10x20", "a4", 0,
                "10x20 labels do not fit on a4 paper: each would be 16.7 × 11.2 mm, and a label needs at least 35 × 20 mm"
            ),
            ("3by8", "a4", 0, "'3by8' is not a label layout; write columns x rows, such as 3x8"),
            ("0x8", "a4", 0, "'0x8' is not a label layout; write columns x rows, such as 3x8"),
            (
                "3x8", "a3", 0,
                "'a3' is not a paper size; use a4, letter, or a label printer's label as WIDTHxHEIGHT in mm or in, "
                    + "such as 62x100mm or 4x6in"
            ),
            (
                "3x8", "19x100mm", 0,
                "'19x100mm' is 19 × 100 mm; a label printer's label must be at least 20 mm on its short side and at "
                    + "most 300 mm on its long side"
            ),
            (
                "3x8", "4x12in", 0,
                "'4x12in' is 101.6 × 304.8 mm; a label printer's label must be at least 20 mm on its short side and "
                    + "at most 300 mm on its long side"
            ),
            (
                "3x8", "62x100", 0,
                "'62x100' is not a paper size; use a4, letter, or a label printer's label as WIDTHxHEIGHT in mm or in, such as 62x100mm or 4x6in"
            ),
            ("3x8", "a4", 24, "the labels to skip must be from 0 to 23, the used labels of one sheet of 24, not 24"),
            ("3x8", "a4", -1, "the labels to skip must be from 0 to 23, the used labels of one sheet of 24, not -1"),
        ])
    func refused(layout: String, paper: String, skip: Int, message: String) {
        let error = #expect(throws: LabelError.self) {
            try LabelSheets(
                labels(3), layout: LabelLayout(parsing: layout, paper: LabelPaper(parsing: paper)), skipping: skip)
        }
        #expect(error?.description == message)
    }

    @Test("no boxes, no labels")
    func none() {
        #expect(throws: LabelError.noLabels) {
            try LabelSheets([], layout: LabelLayout(parsing: "3x8", paper: .a4))
        }
    }
}
