import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing
import ToteHTTPTesting

/// A request the API cannot read is a 400 that says what is wrong, and changes nothing.
@Suite("Malformed requests")
struct MalformedRequestTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let method: HTTPRequest.Method
        let path: String
        let body: String?
        let detail: String
        var testDescription: String { "\(method) \(path) \(body ?? "") → \(detail)" }
    }

    static let boxes = APIWorld.inventory + "/boxes"
    static let cases = [
        Case(method: .post, path: boxes, body: "{\"title\":", detail: "the body is not valid JSON"),
        Case(method: .post, path: boxes, body: "", detail: "the request needs a JSON body"),
        Case(method: .post, path: boxes, body: "[]", detail: "the body must be a JSON object"),
        Case(method: .post, path: boxes, body: "{}", detail: "'title' is required"),
        Case(method: .post, path: boxes, body: #"{"title":12}"#, detail: "'title' must be a string"),
        Case(
            method: .post, path: boxes + "/1/items", body: #"{"title":"Cup","quantity":"3"}"#,
            detail: "'quantity' must be an integer"),
        Case(method: .patch, path: boxes + "/1", body: #"{"title":null}"#, detail: "'title' must not be null"),
        Case(method: .post, path: boxes + "/1/empty", body: #"{"into":"2"}"#, detail: "'into' must be an integer"),
        Case(method: .post, path: boxes + "/1/move", body: #"{"into":"2"}"#, detail: "'into' must be an integer"),
        Case(
            method: .post, path: APIWorld.inventory + "/items/changes", body: #"{"items":"1","box":"2"}"#,
            detail: "'box' must be an integer"),
        Case(
            method: .post, path: APIWorld.inventory + "/items/changes", body: #"{"items":[1],"remove":true}"#,
            detail: "'items' must be a string"),
        Case(
            method: .get, path: boxes + "/abc", body: nil,
            detail: "'abc' is not a box number; write a box number as 12 or #12"),
        Case(
            method: .get, path: APIWorld.inventory + "/items/-1", body: nil,
            detail: "'-1' is not an item number; write an item number as 40 or #40"),
        Case(
            method: .get, path: boxes + "?perPage=many", body: nil,
            detail: "page size must be a whole number, not 'many'"),
        Case(
            method: .get, path: "/api/v1/inventories/home/boxes", body: nil,
            detail: "'home' is not an inventory id; it is a UUID such as 00000000-0000-0000-0000-000000000001"),
    ]

    @Test("a malformed request is a 400 with a clear detail", arguments: cases)
    func malformed(request: Case) async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let before = try await world.historyCount()
        try await world.test { client in
            try await client.send(request.method, request.path, token: world.owner, body: request.body)
                .expectProblem(.badRequest, request.detail)
            #expect(try await world.historyCount() == before)
        }
    }

    @Test(
        "a body that is not sent as JSON is refused unread with 415, and changes nothing",
        arguments: [
            ("text/plain", #"{"title":"Boxes"}"#, "send the body as application/json, not text/plain"),
            (
                "application/x-www-form-urlencoded", "title=Boxes",
                "send the body as application/json, not application/x-www-form-urlencoded"
            ),
            (
                "multipart/form-data; boundary=x", "--x\r\n\r\nBoxes\r\n--x--",
                "send the body as application/json, not multipart/form-data; boundary=x"
            ),
            ("application/jsonp", #"{"title":"Boxes"}"#, "send the body as application/json, not application/jsonp"),
        ])
    func notJSON(mediaType: String, body: String, detail: String) async throws {
        let world = try await APIWorld()
        let before = try await world.historyCount()
        try await world.test { client in
            try await client.send(
                .post, Self.boxes, token: world.owner, body: body, headers: [.contentType: mediaType]
            ).expectProblem(.unsupportedMediaType, detail)
            let unnamed = try await client.execute(
                uri: Self.boxes, method: .post, headers: [.authorization: "Bearer \(world.owner.text)"],
                body: ByteBuffer(string: #"{"title":"Boxes"}"#))
            APIResponse(unnamed).expectProblem(
                .unsupportedMediaType, "send the body as application/json, and say so in Content-Type")
        }
        #expect(try await world.historyCount() == before)
    }

    @Test(
        "JSON is read whatever its parameters or case, and so are JSON-based media types",
        arguments: ["application/json; charset=utf-8", "Application/JSON", "application/merge-patch+json"])
    func jsonVariants(mediaType: String) async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let created = try await client.send(
                .post, Self.boxes, token: world.owner, body: #"{"title":"Boxes"}"#, headers: [.contentType: mediaType])
            #expect(created.status == .created)
        }
    }

    @Test("an unknown route and a body over the upload limit are problem documents too, and change nothing")
    func refusedByTheServer() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let before = try await world.historyCount()
        let huge = #"{"title":""# + String(repeating: "a", count: 300 * 1024) + #""}"#
        try await world.test { client in
            try await client.send(.get, "/api/v1/nowhere", token: world.owner)
                .expectProblem(.notFound, "nothing answers at this address; the API document lists every address")
            let wrongMethod = try await client.send(.put, Self.boxes + "/1", token: world.owner, body: "{}")
            wrongMethod.expectProblem(
                .methodNotAllowed, "this address does not answer PUT; it answers DELETE, GET, HEAD, PATCH")
            #expect(wrongMethod.headers[.allow] == "DELETE, GET, HEAD, PATCH")
            try await client.send(.post, Self.boxes, token: world.owner, body: huge)
                .expectProblem(.contentTooLarge, "content too large")
            #expect(try await world.historyCount() == before)
        }
    }
}
