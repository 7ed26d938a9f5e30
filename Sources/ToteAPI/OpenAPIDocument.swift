import Foundation
import Hummingbird

/// The OpenAPI 3.1 description of the API, compiled into Tote and served as it is.
public struct OpenAPIDocument: Sendable {
    public let data: Data

    /// The document `Document/openapi.json` as it was when Tote was built.
    public static func load() throws -> OpenAPIDocument {
        guard let data = EmbeddedFiles.data("Document/openapi.json") else { throw CocoaError(.fileNoSuchFile) }
        return OpenAPIDocument(data: data)
    }

    var response: Response {
        Response(
            status: .ok, headers: [.contentType: "application/vnd.oai.openapi+json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
