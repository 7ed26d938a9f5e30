@testable import ToteLabels

/// What a person asks labels for, a field a line (boxes, paper, layout, skip, contents), then a title and items to
/// draw: what is read is within its bounds, and every line drawn fits its label.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLabelOptions(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let fields = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let field = { (index: Int) in fields.indices.contains(index) ? fields[index] : "" }
    guard
        let options = try? LabelOptions(
            boxes: field(0), paper: field(1), layout: field(2), skip: field(3), contents: field(4))
    else { return 0 }
    let layout = options.layout
    precondition((0..<layout.perSheet).contains(options.skip), "a skip beyond the sheet")
    precondition((0...LabelContents.mostListed).contains(options.contents), "too many items listed")
    precondition(layout.labelWidth >= 20 && layout.labelHeight >= 20, "a label too small")
    precondition(max(layout.paper.width, layout.paper.height) <= LabelPaper.longestSide, "a paper too long")
    let entries = fields.dropFirst(6).prefix(options.contents).map { LabelContents.Entry(title: $0, quantity: 2) }
    let label = BoxLabel(
        number: 1, title: field(5), room: field(5), url: "https://boxes.example.org/boxes/1",
        contents: LabelContents(entries: entries, unlisted: fields.count))
    for (width, height) in [(layout.labelWidth, layout.labelHeight), (layout.labelWidth / 2, layout.labelHeight / 2)] {
        let lines = TextLines(label: label, width: width, height: height).all
        precondition(lines.allSatisfy { $0.x >= 0 && $0.x + $0.width <= width * (1 + 1e-6) }, "a line too wide")
        precondition(
            lines.allSatisfy {
                $0.baseline - 0.8 * $0.size >= -1e-9 && $0.baseline + 0.2 * $0.size <= height * (1 + 1e-6)
            },
            "a line above or below its label")
    }
    return 0
}
