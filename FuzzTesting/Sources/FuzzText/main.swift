import ToteDomain

/// Text typed into any field of a box or an item.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    _ = try? Title(text)
    _ = try? Location(text)
    _ = try? Note.optional(text)
    _ = try? Room(text)
    return 0
}
