import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import ToteHTTP
import ToteHTTPTesting

@Suite("Requests no route answers")
struct UnroutedRequestTests {
    /// Boxes that can be read and changed, and items that can only be added to a box.
    func application() -> some ApplicationProtocol {
        TestEnvironment().application { router, _ in
            router.get("/boxes/{box}") { _, _ in "box" }
            router.patch("/boxes/{box}") { _, _ in "changed" }
            router.post("/boxes/{box}/items") { _, _ in "added" }
        }
    }

    @Test("HEAD is answered wherever GET is, with the headers of GET and no body")
    func head() async throws {
        try await application().test(.router) { client in
            for path in ["/health", "/boxes/3"] {
                try await client.execute(uri: path, method: .head) {
                    #expect($0.status == .ok)
                    #expect($0.body.readableBytes == 0)
                    #expect($0.headers[.contentType] == "text/plain; charset=utf-8")
                }
            }
        }
    }

    @Test(
        "a path that exists with other methods answers 405 with Allow and a problem document",
        arguments: [
            ("PUT", "/boxes/3", "GET, HEAD, PATCH"),
            ("TRACE", "/boxes/3", "GET, HEAD, PATCH"),
            ("DELETE", "/boxes/3/items", "POST"),
            ("GET", "/boxes/3/items", "POST"),
            ("POST", "/health", "GET, HEAD"),
        ])
    func methodNotAllowed(method: String, path: String, allow: String) async throws {
        try await application().test(.router) { client in
            try await client.execute(uri: path, method: HTTPRequest.Method(method)!) {
                #expect($0.status == .methodNotAllowed)
                #expect($0.headers[.allow] == allow)
                #expect($0.headers[.contentType] == "application/problem+json")
                #expect(
                    String(buffer: $0.body).contains(
                        "\"detail\":\"this address does not answer \(method); it answers \(allow)\""))
            }
        }
    }

    @Test("a path no route has answers 404 with a problem document", arguments: ["/nope", "/boxes/3/items/9", "/"])
    func notFound(path: String) async throws {
        try await application().test(.router) { client in
            try await client.execute(uri: path, method: .get) {
                #expect($0.status == .notFound)
                #expect($0.headers[.contentType] == "application/problem+json")
                #expect(String(buffer: $0.body).contains("nothing answers at this address"))
                #expect($0.headers[.xContentTypeOptions] == "nosniff")
            }
        }
    }
}
