import ToteHTTP

/// An `Idempotency-Key` header's value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIdempotencyKey(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    if let key = IdempotencyKey(header: text) {
        precondition((1...200).contains(key.value.utf8.count), "a key of the wrong length")
    }
    return 0
}
