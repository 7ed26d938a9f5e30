import HTTPTypes
import Hummingbird
import ToteApplication
import ToteHTTP
import ToteJSON
import ToteJSONText

/// Responses whose body is one JSON document on a single line; none is kept by a cache, since each may hold
/// an inventory's contents or a secret.
enum JSONResponse {
    static let mediaType = "application/json"

    static func make(
        _ value: JSONValue, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:],
        contentType: String = mediaType
    ) -> Response {
        var headers = headers
        headers[.contentType] = contentType
        headers[.cacheControl] = "no-store"
        let text = JSONDocument.compactText(for: value)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// A page of a list in the API's envelope, with the `Link` header to the other pages.
    static func page<Element>(_ page: Page<Element>, for request: Request, _ entry: (Element) -> JSONValue)
        -> Response
    {
        make(
            PageJSON.page(page, entry),
            headers: PageLinks.fields(for: request, page: page.request.number, pageCount: page.pageCount))
    }

    /// 201 Created, with the address of what was created.
    static func created(_ value: JSONValue, at location: String) -> Response {
        make(value, status: .created, headers: [.location: location])
    }

    /// 201 Created for what holds a secret shown once (a session, a token, an invitation's link), which an answer
    /// kept for a repeated request never holds.
    static func createdSecret(_ value: JSONValue, at location: String) -> Response {
        var response = created(value, at: location)
        response.markIssuingSecret()
        return response
    }

    /// 204 No Content: the command was carried out and there is nothing to show.
    static var noContent: Response { Response(status: .noContent, headers: [.cacheControl: "no-store"]) }
}
