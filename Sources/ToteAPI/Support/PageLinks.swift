import Foundation
import HTTPTypes
import Hummingbird

/// The `Link` header of a page of a list (RFC 8288): where its first, previous, next and last pages are, as the
/// request's own address with only `page` changed. What the request's address holds that a URI may not (`<`, `>`,
/// quotes, spaces, other text) is percent-encoded, so that no address can end a link early or add one of its own.
enum PageLinks {
    static func fields(for request: Request, page: Int, pageCount: Int) -> HTTPFields {
        let others = (request.uri.query ?? "").split(separator: "&").filter {
            !$0.hasPrefix("page=") && $0 != "page"
        }
        func link(_ number: Int, _ relation: String) -> String {
            let query = (others + ["page=\(number)"]).joined(separator: "&")
            return "<\(encoded(request.uri.path))?\(encoded(query))>; rel=\"\(relation)\""
        }
        var links = [link(1, "first")]
        if page > 1 { links.append(link(min(page - 1, pageCount), "prev")) }
        if page < pageCount { links.append(link(page + 1, "next")) }
        links.append(link(pageCount, "last"))
        return [HTTPField.Name("Link")!: links.joined(separator: ", ")]
    }

    /// The bytes a URI takes as they are (RFC 3986: unreserved, reserved and `%` of an escape already made).
    private static let kept = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%".utf8)

    private static func encoded(_ text: some StringProtocol) -> String {
        text.utf8.map { kept.contains($0) ? String(UnicodeScalar($0)) : "%" + String(format: "%02X", $0) }.joined()
    }
}
