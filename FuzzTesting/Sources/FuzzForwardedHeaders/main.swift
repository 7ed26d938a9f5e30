import ToteHTTP

let proxies = try! TrustedProxies(parsing: ["10.0.0.0/8", "::1", "fd00::/8", "127.0.0.1"])

/// `X-Forwarded-For` and `X-Forwarded-Proto` values from a trusted proxy, and addresses given as proxies.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzForwardedHeaders(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let headers = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    _ = proxies.client(peer: "10.1.2.3", forwardedFor: headers)
    _ = proxies.arrivedOverHTTPS(peer: "10.1.2.3", forwardedProto: headers)
    _ = try? TrustedProxies(parsing: headers)
    return 0
}
