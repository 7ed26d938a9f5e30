import Hummingbird

@testable import ToteWeb

/// A posted form's body (`application/x-www-form-urlencoded`), and a query string.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormFields(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    _ = try? FormFields.parse(text)
    _ = Visit.query("q", in: Substring(text))
    return 0
}
