import Foundation

/// The address people reach Tote at from outside, such as `https://boxes.example.org`, when it differs from the
/// address a request came in on (behind a proxy, say): links handed to others are built from it.
public struct PublicURL: Sendable, Equatable, CustomStringConvertible {
    /// Scheme, host, port and any path prefix, without a trailing slash.
    public let text: String

    /// Accepts an absolute `http` or `https` address with a host and no query, fragment or user name, made only of
    /// the characters an address may hold unescaped: no spaces, quotes, angle brackets or line breaks, which would
    /// break out of the links and pages it is written into.
    public init(_ text: String) throws(PublicURLError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.unicodeScalars.allSatisfy(Self.isAllowed),
            let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased(),
            ["http", "https"].contains(scheme), let host = components.host, !host.isEmpty,
            components.query == nil, components.fragment == nil, components.user == nil, components.password == nil
        else { throw PublicURLError(text: text) }
        var path = components.path
        while path.hasSuffix("/") { path.removeLast() }
        self.text = scheme + "://" + host + (components.port.map { ":\($0)" } ?? "") + path
    }

    /// RFC 3986's unreserved and reserved characters and `%`, less the quote.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII, scalar.value > 0x20, scalar != "'" else { return false }
        return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "-._~:/?#[]@!$&()*+,;=%".unicodeScalars.contains(scalar)
    }

    /// The absolute address of a path on this server, such as `/invitations/…`.
    public func appending(_ path: String) -> String {
        text + path
    }

    public var description: String { text }
}

/// Text that is not an address Tote can be reached at.
public struct PublicURLError: CorrectableError, Equatable {
    let text: String

    public var description: String {
        "the public URL must be an http or https address such as https://boxes.example.org, not \(text)"
    }
}
