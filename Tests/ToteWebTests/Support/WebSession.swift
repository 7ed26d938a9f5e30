import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import ToteApplication
import ToteDomain
import ToteHTTPTesting
import ToteTesting

@testable import ToteWeb

/// A browser in tests: its cookies, and requests that carry them; forms carry the matching CSRF token in their address.
struct WebSession: Sendable {
    static let csrf = "csrf-test-token"

    var cookies: [String: String]

    init(token: SecretToken? = nil, inventory: String? = nil, csrf: String? = WebSession.csrf) {
        var cookies: [String: String] = [:]
        if let token { cookies["tote_session"] = token.text }
        if let inventory { cookies["tote_inventory"] = inventory }
        if let csrf { cookies["tote_csrf"] = csrf }
        self.cookies = cookies
    }

    var headers: HTTPFields {
        var headers = HTTPFields()
        if !cookies.isEmpty {
            headers[.cookie] = cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
                separator: "; ")
        }
        return headers
    }

    func get(_ uri: String, _ client: some TestClientProtocol) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .get, headers: headers) { $0 }
    }

    /// What a posted form carries in its CSRF field.
    enum FormToken: Sendable {
        /// The token the page of the form carried: bound to the session when logged in, else the cookie's.
        case asThePage
        /// No CSRF field at all.
        case none
        /// This text instead.
        case text(String)
    }

    /// The token Tote's pages carry for this browser.
    var pageToken: String? {
        if let session = cookies["tote_session"] {
            return CSRFToken.bound(to: SecretToken(session), secrets: CountingSecretGenerator())
        }
        return cookies["tote_csrf"]
    }

    /// Posts `fields` as a form with the CSRF token its page would carry, unless `csrf` says otherwise, and with
    /// `extra` headers such as an `Origin`.
    func post(
        _ uri: String, _ fields: [String: String], csrf: FormToken = .asThePage, headers extra: HTTPFields = [:],
        _ client: some TestClientProtocol
    ) async throws -> TestResponse {
        let token: String? =
            switch csrf {
            case .asThePage: pageToken
            case .none: nil
            case .text(let text): text
            }
        var headers = headers
        headers.append(contentsOf: extra)
        headers[.contentType] = "application/x-www-form-urlencoded"
        return try await client.execute(
            uri: Self.address(uri, csrf: token), method: .post, headers: headers,
            body: ByteBuffer(string: Self.encode(fields))
        ) {
            $0
        }
    }

    /// Posts bytes that are no form, as the scan screen sends a camera frame, with the page's CSRF token unless
    /// `csrf` is false.
    func send(
        _ uri: String, bytes: [UInt8], csrf: Bool = true, _ client: some TestClientProtocol
    ) async throws -> TestResponse {
        var headers = headers
        headers[.contentType] = "image/x-portable-graymap"
        return try await client.execute(
            uri: Self.address(uri, csrf: csrf ? pageToken : nil), method: .post, headers: headers,
            body: ByteBuffer(bytes: bytes)
        ) {
            $0
        }
    }

    /// Posts a `multipart/form-data` form as a page with files does: the text `fields` (with the page's CSRF token
    /// unless `csrf` is false) and each file as its field, file name and bytes.
    func upload(
        _ uri: String, fields: [String: String] = [:], files: [(field: String, name: String, bytes: [UInt8])],
        csrf: Bool = true, _ client: some TestClientProtocol
    ) async throws -> TestResponse {
        let boundary = "----tote-test-boundary"
        var bytes: [UInt8] = []
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            bytes += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        for file in files {
            bytes += Array(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.field)\"; filename=\"\(file.name)\"\r\n"
                    .utf8)
            bytes += Array("Content-Type: application/octet-stream\r\n\r\n".utf8) + file.bytes + Array("\r\n".utf8)
        }
        bytes += Array("--\(boundary)--\r\n".utf8)
        var headers = headers
        headers[.contentType] = "multipart/form-data; boundary=\(boundary)"
        return try await client.execute(
            uri: Self.address(uri, csrf: csrf ? pageToken : nil), method: .post, headers: headers,
            body: ByteBuffer(bytes: bytes)
        ) {
            $0
        }
    }

    /// The address a page's form posts to: with the CSRF token in its query, as every form's `action` carries it.
    static func address(_ uri: String, csrf: String?) -> String {
        guard let csrf else { return uri }
        return uri + (uri.contains("?") ? "&" : "?") + "csrf="
            + (csrf.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    }

    /// The page a post led to, fetched as the browser does with the message the post left.
    func follow(_ sent: TestResponse, _ client: some TestClientProtocol) async throws -> String {
        var next = self
        next.cookies[Flash.cookieName] = sent.setCookies[Flash.cookieName]
        return try await next.get(sent.location ?? "/", client).text
    }

    static func encode(_ fields: [String: String]) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        return fields.sorted { $0.key < $1.key }.map {
            "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
        }.joined(separator: "&")
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }
    var location: String? { headers[.location] }

    /// The values of the cookies the response sets, by name.
    var setCookies: [String: String] {
        var cookies: [String: String] = [:]
        for field in headers[values: .setCookie] {
            let pair = field.split(separator: ";", maxSplits: 1)[0].split(separator: "=", maxSplits: 1)
            cookies[String(pair[0])] = pair.count > 1 ? String(pair[1]) : ""
        }
        return cookies
    }
}

extension TestEnvironment {
    /// The web app over this environment, for `app.test(.router)`.
    func webApplication() throws -> some ApplicationProtocol {
        try application(notFoundPage: try WebRoutes.notFoundPage(environment: server)) { router, environment in
            try WebRoutes.add(to: router, environment: environment)
        }
    }

    /// An owner's browser with a box `#1 Kitchen` holding item `#1 Kettle`.
    func ownerWithKitchen() async throws -> (session: WebSession, token: SecretToken) {
        let token = try await setUpOwner()
        let useCases = try await server.useCases(
            of: Inventory.localID, for: try await server.access.authenticate(token))
        let box = try await useCases.commands.provisionBox(ProvisionBoxRequestFixture.kitchen)
        _ = try await useCases.commands.provisionItem(.init(box: box, title: "Kettle", quantity: .one))
        return (WebSession(token: token), token)
    }
}
