import ToteApplication
import ToteDomain

@testable import ToteWeb

/// Box and item numbers and ranges as typed (`3 7 12-40`), written back short, and item numbers as a form carries
/// them (`3,5-9`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRanges(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    if let boxes: [BoxNumber] = try? NumberSelection.numbers([text]) {
        precondition(boxes.count <= NumberSelection.maximum && Set(boxes).count == boxes.count, "boxes named twice")
    }
    if let items: [ItemNumber] = try? NumberSelection.numbers([text]) {
        let written: [ItemNumber]? = try? NumberSelection.numbers([NumberSelection.text(items)])
        precondition(written == items.sorted(), "the numbers written short read back otherwise")
    }
    if let items = try? ItemNumberList.numbers(parsing: text) {
        precondition(items.count <= ItemNumberList.maximumCount, "too many items")
    }
    return 0
}
