import Foundation
import Hummingbird
import ToteApplication
import ToteHTTP

/// A request's JSON body as a small request value whose coding keys are every member the address takes.
protocol JSONBody: Decodable {
    associatedtype CodingKeys: CodingKey & CaseIterable
}

/// Reads a request's JSON body into a small request value, turning every decoding failure into a
/// ``RequestError/malformedField(_:problem:)`` that names the offending field, and refusing members the body does
/// not take with ``RequestError/unknownFields(_:)`` rather than dropping them unread. A body of another media type,
/// or one that does not say, is refused unread: a page of another site can send forms and plain text, never JSON,
/// without asking.
enum RequestBody {
    static func decode<Body: JSONBody>(
        _ type: Body.Type, from request: Request, context: ToteRequestContext, upTo limit: Int? = nil
    ) async throws -> Body {
        let mediaType = request.headers[.contentType]
        guard let mediaType, Self.isJSON(mediaType) else { throw RequestError.notJSON(mediaType) }
        context.allowBody(of: request)
        let buffer = try await request.body.collect(upTo: limit ?? context.maxUploadSize)
        guard buffer.readableBytes > 0 else { throw RequestError.malformed("the request needs a JSON body") }
        let data = Data(buffer.readableBytesView)
        let body: Body
        do {
            body = try JSONDecoder().decode(Body.self, from: data)
        } catch let error as DecodingError {
            throw RequestError.malformed(describing: error)
        }
        try refuseUnknownMembers(of: data, taking: Body.CodingKeys.allCases.map(\.stringValue))
        return body
    }

    /// Throws ``RequestError/unknownFields(_:)`` for the members of the JSON object in `data` that are not `taken`,
    /// each with the member it is a typo of.
    static func refuseUnknownMembers(of data: Data, taking taken: [String]) throws {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
        let unknown = object.keys.filter { !taken.contains($0) }.sorted()
        guard !unknown.isEmpty else { return }
        throw RequestError.unknownFields(
            unknown.map { name in
                UnknownField(
                    name: name,
                    likelyMeant: taken.first { EditDistance.isAtMostOne($0.lowercased(), name.lowercased()) })
            })
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
            .malformedField(Self.path(context.codingPath + [key]), problem: "is required")
        case .valueNotFound(_, let context):
            .malformedField(Self.path(context.codingPath), problem: "must not be null")
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            .malformed("the body must be a JSON object")
        case .typeMismatch(let type, let context):
            .malformedField(Self.path(context.codingPath), problem: "must be \(Self.kind(of: type))")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            .malformed("the body is not valid JSON")
        case .dataCorrupted(let context):
            .malformedField(Self.path(context.codingPath), problem: "cannot be read: \(context.debugDescription)")
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
