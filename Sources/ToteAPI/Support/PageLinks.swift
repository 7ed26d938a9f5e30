import HTTPTypes
import Hummingbird

/// The `Link` header of a page of a list (RFC 8288): where its first, previous, next and last pages are, as the
/// request's own address with only `page` changed.
enum PageLinks {
    static func fields(for request: Request, page: Int, pageCount: Int) -> HTTPFields {
        let others = (request.uri.query ?? "").split(separator: "&").filter {
            !$0.hasPrefix("page=") && $0 != "page"
        }
        func link(_ number: Int, _ relation: String) -> String {
            let query = (others + ["page=\(number)"]).joined(separator: "&")
            return "<\(request.uri.path)?\(query)>; rel=\"\(relation)\""
        }
        var links = [link(1, "first")]
        if page > 1 { links.append(link(min(page - 1, pageCount), "prev")) }
        if page < pageCount { links.append(link(page + 1, "next")) }
        links.append(link(pageCount, "last"))
        return [HTTPField.Name("Link")!: links.joined(separator: ", ")]
    }
}
