import ToteDomain

/// A whole number as typed (`1,000`, `1 000`, `-3`), and a box or item number (`#12`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWholeNumbers(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    if let value = try? WholeNumber.parse(text, field: .quantity, range: 1...1_000_000) {
        precondition((1...1_000_000).contains(value), "a number out of its range")
    }
    _ = try? WholeNumber.parse(text, field: .page, range: Int.min...Int.max)
    _ = try? BoxNumber(parsing: text)
    _ = try? ItemNumber(parsing: text)
    return 0
}
