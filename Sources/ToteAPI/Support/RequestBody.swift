import Foundation
import Hummingbird
import ToteHTTP

/// Reads a request's JSON body into a small request value, turning every decoding failure into a
/// ``RequestError/malformed(_:)`` that names the offending field. A body of another media type, or one that does not
/// say, is refused unread: a page of another site can send forms and plain text, never JSON, without asking.
enum RequestBody {
    static func decode<Body: Decodable>(_ type: Body.Type, from request: Request, context: ToteRequestContext)
        async throws -> Body
    {
        let mediaType = request.headers[.contentType]
        guard let mediaType, Self.isJSON(mediaType) else { throw RequestError.notJSON(mediaType) }
        context.allowBody(of: request)
        let buffer = try await request.body.collect(upTo: context.maxUploadSize)
        guard buffer.readableBytes > 0 else { throw RequestError.malformed("the request needs a JSON body") }
        do {
            return try JSONDecoder().decode(Body.self, from: Data(buffer.readableBytesView))
        } catch let error as DecodingError {
            throw RequestError.malformed(describing: error)
        }
    }

    /// `application/json`, or a JSON-based type such as `application/merge-patch+json`, with any parameters.
    private static func isJSON(_ mediaType: String) -> Bool {
        let essence = mediaType.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        let type = essence.trimmingCharacters(in: .whitespaces).lowercased()
        return type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
    }
}

extension RequestError {
    /// What was wrong with a body, in terms of its JSON fields.
    static func malformed(describing error: DecodingError) -> RequestError {
        switch error {
        case .keyNotFound(let key, let context):
            .malformed("'\(Self.path(context.codingPath + [key]))' is required")
        case .valueNotFound(_, let context):
            .malformed("'\(Self.path(context.codingPath))' must not be null")
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            .malformed("the body must be a JSON object")
        case .typeMismatch(let type, let context):
            .malformed("'\(Self.path(context.codingPath))' must be \(Self.kind(of: type))")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            .malformed("the body is not valid JSON")
        case .dataCorrupted(let context):
            .malformed("'\(Self.path(context.codingPath))' cannot be read: \(context.debugDescription)")
        @unknown default:
            .malformed("the body cannot be read")
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    /// The JSON kind a Swift type is read from.
    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Bool.Type: "true or false"
        default: "an object"
        }
    }
}
