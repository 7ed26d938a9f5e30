import Foundation
import Hummingbird

/// A static file shipped in the target's resources, served with a long cache lifetime.
struct Asset: Sendable {
    let data: Data
    let contentType: String

    static func load(_ name: String, type contentType: String) throws -> Asset {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Assets") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return Asset(data: try Data(contentsOf: url), contentType: contentType)
    }

    var response: Response {
        Response(
            status: .ok,
            headers: [.contentType: contentType, .cacheControl: "public, max-age=3600"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
