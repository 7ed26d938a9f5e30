import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing
import ToteDomain

/// A response of the API with its body read as JSON.
struct APIResponse {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let text: String
    /// The body as sent, for bodies that are not text.
    let bytes: [UInt8]

    init(_ response: TestResponse) {
        status = response.status
        headers = response.headers
        text = String(buffer: response.body)
        bytes = Array(response.body.readableBytesView)
    }

    /// The body as a JSON object; empty when it is not one.
    var object: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    /// The body as whatever JSON it is.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    var entries: [[String: Any]] { object["entries"] as? [[String: Any]] ?? [] }

    /// Asserts the response is a problem document with this status and detail.
    func expectProblem(
        _ status: HTTPResponse.Status, _ detail: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(self.status == status, "\(text)", sourceLocation: sourceLocation)
        #expect(headers[.contentType] == "application/problem+json", sourceLocation: sourceLocation)
        #expect(object["type"] as? String == "about:blank", sourceLocation: sourceLocation)
        #expect(object["status"] as? Int == status.code, sourceLocation: sourceLocation)
        #expect(object["detail"] as? String == detail, sourceLocation: sourceLocation)
    }
}

extension TestClientProtocol {
    /// Sends a request to the API, with a bearer token and a raw body when given, as JSON unless `extra` names
    /// another media type.
    func send(
        _ method: HTTPRequest.Method, _ path: String, token: SecretToken? = nil, body: String? = nil,
        headers extra: HTTPFields = [:]
    ) async throws -> APIResponse {
        var headers = extra
        if let token { headers[.authorization] = "Bearer \(token.text)" }
        if body != nil, headers[.contentType] == nil { headers[.contentType] = "application/json" }
        let response = try await execute(
            uri: path, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
        return APIResponse(response)
    }

    /// Sends bytes, such as a photo, as the request's body.
    func send(
        _ method: HTTPRequest.Method, _ path: String, token: SecretToken, bytes: [UInt8], headers extra: HTTPFields
    ) async throws -> APIResponse {
        var headers = extra
        headers[.authorization] = "Bearer \(token.text)"
        return APIResponse(
            try await execute(uri: path, method: method, headers: headers, body: ByteBuffer(bytes: bytes)))
    }
}
