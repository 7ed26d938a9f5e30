@testable import ToteCLI

/// The list `tote item add BOX --from FILE` reads: whatever the bytes, a list or a refusal naming a line, and every
/// entry read from a line of the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzItemList(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    if let list = try? ItemList(text) {
        precondition(list.entries.count == list.lines.count, "an entry without its line")
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        precondition(list.lines.allSatisfy { (1...lineCount).contains($0) }, "a line the text does not have")
        precondition(list.lines == list.lines.sorted(), "entries out of the order of their lines")
    }
    return 0
}
