import Testing
import ToteHTTP

@Suite("Reading multipart/form-data bodies")
struct MultipartParserTests {
    static let body = Array(
        ("--XyZ\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\nabc\r\n"
            + "--XyZ\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"Küche.jpg\"\r\n"
            + "Content-Type: image/jpeg\r\n\r\n\u{0}\r\n--Xy\r\n"
            + "\r\n--XyZ--\r\n").utf8)

    /// The parts the parser reads from `body` fed in chunks of `size` bytes, with their contents joined.
    static func parts(_ body: [UInt8], chunk size: Int) throws -> [(MultipartPartHead, [UInt8])] {
        var parser = try MultipartParser(boundary: "XyZ", maximumParts: 10)
        var parts: [(MultipartPartHead, [UInt8])] = []
        var index = 0
        while index < body.count {
            for event in try parser.feed(body[index..<min(index + size, body.count)]) {
                switch event {
                case .part(let head): parts.append((head, []))
                case .content(let bytes): parts[parts.count - 1].1 += bytes
                case .partEnd: break
                }
            }
            index += size
        }
        try parser.finish()
        return parts
    }

    @Test("Fields and files come out whole however the body is cut into chunks", arguments: [1, 2, 3, 7, 64, 4096])
    func chunks(size: Int) throws {
        let parts = try Self.parts(Self.body, chunk: size)
        #expect(
            parts.map(\.0) == [
                MultipartPartHead(name: "csrf", fileName: nil), MultipartPartHead(name: "photo", fileName: "Küche.jpg"),
            ])
        #expect(parts.map(\.1) == [Array("abc".utf8), [0x00, 0x0D, 0x0A, 0x2D, 0x2D, 0x58, 0x79, 0x0D, 0x0A]])
    }

    @Test("A byte above 0x7F in a part's header is read as text, not a crash")
    func highBytesInHeaders() throws {
        var body = Array("--XyZ\r\nContent-Disposition: form-data; name=\"".utf8)
        body += [0xFF, 0x80, 0xC3]
        body += Array("\"\r\nX-\u{7F}: \u{1}\r\n\r\nv\r\n--XyZ--".utf8)
        #expect(throws: MultipartFault.malformedHeader) { try Self.parts(body, chunk: 5) }
        var named = Array("--XyZ\r\nContent-Disposition: form-data; name=\"".utf8)
        named += [0xFF, 0x80]
        named += Array("\"\r\n\r\nv\r\n--XyZ--".utf8)
        let parts = try Self.parts(named, chunk: 3)
        #expect(parts.map(\.0.name) == ["\u{FFFD}\u{FFFD}"])
    }

    @Test(
        "Bodies that break the format are refused with what is wrong",
        arguments: [
            ("no boundary at all", MultipartFault.cutShort),
            ("--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nv", .cutShort),
            ("--XyZ\r\nContent-Type: text/plain\r\n\r\nv\r\n--XyZ--", .noDisposition),
            ("--XyZ\r\nContent-Disposition: attachment; name=\"a\"\r\n\r\nv\r\n--XyZ--", .noDisposition),
            ("--XyZ\r\nNo colon here\r\n\r\nv\r\n--XyZ--", .malformedHeader),
            ("--XyZ\r\n: empty name\r\n\r\nv\r\n--XyZ--", .malformedHeader),
            ("--XyZjunk\r\n", .malformedBoundaryLine),
            ("--XyZ", .cutShort),
            ("", .cutShort),
        ])
    func malformed(text: String, fault: MultipartFault) {
        #expect(throws: fault) { try Self.parts(Array(text.utf8), chunk: 4) }
    }

    @Test("A part's headers larger than the limit are refused before they end")
    func largeHeaders() {
        let header = "--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\nX: " + String(repeating: "a", count: 9_000)
        #expect(throws: MultipartFault.headersTooLarge) { try Self.parts(Array(header.utf8), chunk: 1_000) }
    }

    @Test("A long preamble is refused, a short one skipped")
    func preamble() throws {
        let part = "\r\n--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nv\r\n--XyZ--"
        #expect(try Self.parts(Array(("ignored" + part).utf8), chunk: 3).count == 1)
        let long = String(repeating: "p", count: 2_000) + part
        #expect(throws: MultipartFault.noFirstBoundary) { try Self.parts(Array(long.utf8), chunk: 100) }
    }

    @Test("More parts than allowed are refused")
    func tooManyParts() {
        let part = "--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nv\r\n"
        let body = String(repeating: part, count: 11) + "--XyZ--"
        #expect(throws: MultipartFault.tooManyParts(10)) { try Self.parts(Array(body.utf8), chunk: 50) }
    }

    @Test(
        "Boundaries RFC 2046 does not allow are refused",
        arguments: ["", String(repeating: "b", count: 71), "a\"b", "ab ", "é", "a\r\nb"])
    func badBoundaries(boundary: String) {
        #expect(throws: MultipartFault.badBoundary) { try MultipartParser(boundary: boundary, maximumParts: 1) }
    }

    @Test("The boundary is read from the media type, quoted or not, and only for form-data")
    func boundaryOfMediaType() {
        #expect(MultipartParser.boundary(of: "multipart/form-data; boundary=abc") == "abc")
        #expect(MultipartParser.boundary(of: "Multipart/Form-Data; charset=utf-8; BOUNDARY=\"a;b\"") == "a;b")
        #expect(MultipartParser.boundary(of: "multipart/mixed; boundary=abc") == nil)
        #expect(MultipartParser.boundary(of: "multipart/form-data") == nil)
        #expect(MultipartParser.boundary(of: "multipart/form-data; boundary=") == nil)
        #expect(MultipartParser.boundary(of: nil) == nil)
    }
}
