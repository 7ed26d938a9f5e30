import Foundation
import Hummingbird

/// A static file of the target's `Assets` folder, compiled into Tote, served with a long cache lifetime.
struct Asset: Sendable {
    let data: Data
    let contentType: String

    static func load(_ name: String, type contentType: String) throws -> Asset {
        guard let data = EmbeddedFiles.data("Assets/\(name)") else { throw CocoaError(.fileNoSuchFile) }
        return Asset(data: data, contentType: contentType)
    }

    var response: Response {
        Response(
            status: .ok,
            headers: [.contentType: contentType, .cacheControl: "public, max-age=3600"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
