import Foundation
import Hummingbird

/// The OpenAPI 3.1 description of the API, shipped with Tote and served as it is.
public struct OpenAPIDocument: Sendable {
    public let data: Data

    /// Reads the document from the target's resources.
    public static func load() throws -> OpenAPIDocument {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "json") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return OpenAPIDocument(data: try Data(contentsOf: url))
    }

    var response: Response {
        Response(
            status: .ok, headers: [.contentType: "application/vnd.oai.openapi+json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
