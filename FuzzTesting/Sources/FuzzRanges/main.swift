import ToteApplication
import ToteDomain

@testable import ToteWeb

/// Box numbers and ranges as typed (`3 7 12-40`), and item numbers as a form carries them (`3,5-9`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRanges(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    if let boxes = try? BoxSelection.numbers([text]) {
        precondition(boxes.count <= BoxSelection.maximum && Set(boxes).count == boxes.count, "boxes named twice")
    }
    if let items = try? ItemNumberList.numbers(parsing: text) {
        precondition(items.count <= ItemNumberList.maximumCount, "too many items")
    }
    return 0
}
