import Testing

@testable import ToteHTTP

@Suite("Trusted proxies")
struct TrustedProxiesTests {
    @Test("addresses and blocks of IPv4 and IPv6 are read, a v4 address written as v6 among them")
    func blocks() throws {
        let proxies = try TrustedProxies(parsing: ["10.0.0.0/8", "192.168.1.7", "fd00::/8", "172.16.0.0/12"])

        #expect(proxies.trusts("10.200.3.4"))
        #expect(proxies.trusts("192.168.1.7"))
        #expect(!proxies.trusts("192.168.1.8"))
        #expect(proxies.trusts("fd12:3456::1"))
        #expect(!proxies.trusts("fe80::1"))
        #expect(proxies.trusts("172.31.255.255"))
        #expect(!proxies.trusts("172.32.0.1"))
        #expect(proxies.trusts("::ffff:10.1.2.3"))
        #expect(!proxies.trusts("not an address"))
    }

    /// Addresses and their bytes in hexadecimal; nil for text that is no address.
    static let written: [(String, String?)] = [
        ("10.1.2.3", "0a010203"), ("::1", "00000000000000000000000000000001"),
        ("fe80::1%eth0", "fe800000000000000000000000000001"),
        ("2001:db8:0:0:0:0:0:ff", "20010db80000000000000000000000ff"),
        ("::ffff:192.0.2.1", "c0000201"), ("::", "00000000000000000000000000000000"),
        ("1.2.3", nil), ("1.2.3.256", nil), ("1.2.3.4.5", nil), ("1::2::3", nil), ("12345::1", nil),
        ("1:2:3:4:5:6:7:8:9", nil), ("1:2:3:4:5:6:7", nil), ("g::1", nil), ("::1.2.3", nil), ("", nil),
    ]

    @Test("addresses are read as written in IPv4 and IPv6, shortened or not", arguments: written)
    func addresses(_ text: String, _ expected: String?) {
        let hex = TrustedProxies.bytes(of: text).map { $0.map { String(format: "%02x", $0) }.joined() }
        #expect(hex == expected)
    }

    @Test(
        "what is no address or block is refused by name",
        arguments: ["", "10.0.0.0/33", "10.0.0.0/", "10.0.0.0/8/8", "10.0.0.0/+8", "10.0.0/8", "example.com", "::/129"])
    func refused(_ text: String) {
        #expect(throws: TrustedProxyError.notABlock(text)) { try TrustedProxies(parsing: ["127.0.0.1", text]) }
        #expect(TrustedProxyError.notABlock(text).description.contains("'\(text)' is not an address"))
    }

    @Test("behind a trusted proxy the client is the nearest address that is not a proxy")
    func client() throws {
        let proxies = try TrustedProxies(parsing: ["10.0.0.0/8"])

        #expect(proxies.client(peer: "10.0.0.2", forwardedFor: ["203.0.113.9"]) == "203.0.113.9")
        // A client may send a header of its own: only what the trusted hops appended is believed.
        #expect(proxies.client(peer: "10.0.0.2", forwardedFor: ["1.2.3.4, 203.0.113.9, 10.0.0.3"]) == "203.0.113.9")
        #expect(proxies.client(peer: "10.0.0.2", forwardedFor: ["1.2.3.4", "203.0.113.9"]) == "203.0.113.9")
        #expect(proxies.client(peer: "10.0.0.2", forwardedFor: []) == "10.0.0.2")
        #expect(proxies.client(peer: "10.0.0.2", forwardedFor: ["garbage"]) == "10.0.0.2")
        #expect(proxies.client(peer: "10.0.0.2", forwardedFor: ["10.0.0.4, 10.0.0.3"]) == "10.0.0.4")
    }

    @Test("from anyone else the forwarded headers are not believed")
    func untrusted() throws {
        let proxies = try TrustedProxies(parsing: ["10.0.0.0/8"])

        #expect(proxies.client(peer: "198.51.100.7", forwardedFor: ["203.0.113.9"]) == "198.51.100.7")
        #expect(!proxies.arrivedOverHTTPS(peer: "198.51.100.7", forwardedProto: ["https"]))
        #expect(TrustedProxies.none.client(peer: "10.0.0.2", forwardedFor: ["203.0.113.9"]) == "10.0.0.2")
    }

    @Test("the scheme is the one the nearest proxy saw")
    func scheme() throws {
        let proxies = try TrustedProxies(parsing: ["10.0.0.0/8"])

        #expect(proxies.arrivedOverHTTPS(peer: "10.0.0.2", forwardedProto: ["https"]))
        #expect(proxies.arrivedOverHTTPS(peer: "10.0.0.2", forwardedProto: ["HTTPS"]))
        #expect(!proxies.arrivedOverHTTPS(peer: "10.0.0.2", forwardedProto: ["https, http"]))
        #expect(!proxies.arrivedOverHTTPS(peer: "10.0.0.2", forwardedProto: []))
    }
}
