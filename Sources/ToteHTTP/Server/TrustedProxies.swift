import Foundation

/// The proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` Tote believes (`--trusted-proxy CIDR`); from anyone
/// else those headers are ignored, so a client cannot choose the address its login failures are counted against.
public struct TrustedProxies: Sendable, Equatable {
    /// One block of addresses: its first bytes and how many of their bits must match.
    struct Block: Sendable, Equatable {
        let bytes: [UInt8]
        let prefix: Int

        func contains(_ address: [UInt8]) -> Bool {
            guard address.count == bytes.count else { return false }
            var bits = prefix
            for (mine, theirs) in zip(bytes, address) where bits > 0 {
                let mask: UInt8 = bits >= 8 ? 0xFF : ~(0xFF >> UInt8(bits))
                guard mine & mask == theirs & mask else { return false }
                bits -= 8
            }
            return true
        }
    }

    let blocks: [Block]

    public static let none = TrustedProxies(blocks: [])

    init(blocks: [Block]) {
        self.blocks = blocks
    }

    /// Reads blocks such as `10.0.0.0/8`, `192.168.1.7` or `fd00::/8`; throws naming the first that is not one.
    public init(parsing texts: [String]) throws(TrustedProxyError) {
        blocks = try texts.map { text throws(TrustedProxyError) in
            let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            guard let bytes = Self.bytes(of: String(parts[0])) else { throw .notABlock(text) }
            guard parts.count == 2 else { return Block(bytes: bytes, prefix: bytes.count * 8) }
            guard let prefix = Int(parts[1]), (0...bytes.count * 8).contains(prefix), parts[1].allSatisfy(\.isNumber)
            else { throw .notABlock(text) }
            return Block(bytes: bytes, prefix: prefix)
        }
    }

    public var isEmpty: Bool { blocks.isEmpty }

    public func trusts(_ address: String) -> Bool {
        guard let bytes = Self.bytes(of: address) else { return false }
        return blocks.contains { $0.contains(bytes) }
    }

    /// The client behind a trusted proxy: walking `X-Forwarded-For` from the nearest hop, the first address that is
    /// not a trusted proxy; the peer itself when it is not trusted or the header names no address it can read.
    public func client(peer: String, forwardedFor headers: [String]) -> String {
        guard trusts(peer) else { return peer }
        let hops = headers.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
        var client = peer
        for hop in hops.reversed() {
            guard Self.bytes(of: hop) != nil else { break }
            client = hop
            if !trusts(hop) { break }
        }
        return client
    }

    /// Whether the request reached the nearest trusted proxy over HTTPS, by its `X-Forwarded-Proto`.
    public func arrivedOverHTTPS(peer: String, forwardedProto headers: [String]) -> Bool {
        guard trusts(peer), let nearest = headers.flatMap({ $0.split(separator: ",") }).last else { return false }
        return nearest.trimmingCharacters(in: .whitespaces).lowercased() == "https"
    }

    /// An address's bytes: 4 for IPv4, 16 for IPv6 (an IPv4 address written in IPv6 gives its 4); nil for text
    /// that is no address. A zone (`%eth0`) is not part of it.
    static func bytes(of text: String) -> [UInt8]? {
        let address = text.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)[0]
        if let v4 = ipv4(address) { return v4 }
        guard let bytes = ipv6(address) else { return nil }
        if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
            return Array(bytes[12...])
        }
        return bytes
    }

    /// Four decimal numbers from 0 to 255 between dots.
    private static func ipv4(_ text: Substring) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        let bytes = parts.compactMap { part -> UInt8? in
            guard (1...3).contains(part.count), part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber) else {
                return nil
            }
            return UInt8(part)
        }
        return bytes.count == 4 ? bytes : nil
    }

    /// Eight groups of one to four hexadecimal digits between colons, a run of them written `::` once, the last two
    /// optionally written as an IPv4 address.
    private static func ipv6(_ text: Substring) -> [UInt8]? {
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2, let head = groups(halves[0]) else { return nil }
        let tail = halves.count == 2 ? groups(halves[1]) : []
        guard let tail else { return nil }
        let count = head.count + tail.count
        guard halves.count == 2 ? count < 16 : count == 16 else { return nil }
        return head + [UInt8](repeating: 0, count: 16 - count) + tail
    }

    /// The bytes of groups between colons, an IPv4 address allowed last; [] for no text.
    private static func groups(_ text: String) -> [UInt8]? {
        guard !text.isEmpty else { return [] }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        var bytes: [UInt8] = []
        for (index, part) in parts.enumerated() {
            if index == parts.count - 1, part.contains("."), let v4 = ipv4(part) {
                bytes += v4
                continue
            }
            guard (1...4).contains(part.count), let group = UInt16(part, radix: 16), part.allSatisfy(\.isHexDigit)
            else { return nil }
            bytes += [UInt8(group >> 8), UInt8(group & 0xFF)]
        }
        return bytes
    }
}

public enum TrustedProxyError: Error, Equatable, CustomStringConvertible {
    case notABlock(String)

    public var description: String {
        switch self {
        case .notABlock(let text):
            "'\(text)' is not an address or a block of addresses; give one such as 10.0.0.0/8, 192.168.1.7 or fd00::/8"
        }
    }
}
