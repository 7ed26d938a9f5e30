import ToteHTTP

/// A form body fed in chunks of the size its first byte says; with the first byte's high bit set, the rest is a
/// `Content-Type` whose boundary is read and parsed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMultipart(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = UnsafeBufferPointer(start: start, count: count)
    guard let first = input.first else { return 0 }
    let rest = input.dropFirst()
    if first & 0x80 != 0 {
        if let boundary = MultipartParser.boundary(of: String(decoding: rest, as: UTF8.self)) {
            _ = try? MultipartParser(boundary: boundary, maximumParts: 8)
        }
        return 0
    }
    guard var parser = try? MultipartParser(boundary: "XyZ", maximumParts: 8) else { return 0 }
    let size = Int(first & 0x3F) + 1
    var content = 0
    var index = rest.startIndex
    do {
        while index < rest.endIndex {
            let end = min(index + size, rest.endIndex)
            for case .content(let bytes) in try parser.feed(rest[index..<end]) { content += bytes.count }
            index = end
        }
        try parser.finish()
    } catch {}
    precondition(content <= rest.count, "a form's parts hold more than its body")
    return 0
}
