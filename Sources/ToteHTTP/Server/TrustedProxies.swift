import Foundation
import NIOCore

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
    /// that is no address. A zone (`%eth0`) is not part of it. Read by NIO, as the system reads addresses.
    static func bytes(of text: String) -> [UInt8]? {
        let address = String(text.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)[0])
        guard !address.isEmpty, address.utf8.allSatisfy({ $0 < 0x80 }),
            let socketAddress = try? SocketAddress(ipAddress: address, port: 0)
        else { return nil }
        switch socketAddress {
        case .v4(let v4):
            return withUnsafeBytes(of: v4.address.sin_addr) { Array($0) }
        case .v6(let v6):
            let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
            if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
                return Array(bytes[12...])
            }
            return bytes
        case .unixDomainSocket:
            return nil
        }
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
