import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ToteHTTPTesting

/// What the API document promises of every request and answer, beyond each operation's own schema: a body's members
/// are exactly those documented, problems name their fields, lists link their pages, a 401 names its scheme, IDs are
/// written in lower case, and no other origin is let in.
@Suite("Request and answer conventions")
struct RequestContractTests {
    static let base = APIWorld.inventory

    struct Misspelt: CustomTestStringConvertible, Sendable {
        let method: HTTPRequest.Method
        let path: String
        let body: String
        let field: String
        let detail: String
        var testDescription: String { "\(method) \(path) \(body)" }
    }

    static let misspelt = [
        Misspelt(
            method: .patch, path: base + "/boxes/1", body: #"{"title":"Hall 2","lcoation":"y"}"#, field: "lcoation",
            detail: "there is no field 'lcoation' here; did you mean 'location'?"),
        Misspelt(
            method: .post, path: base + "/boxes", body: #"{"title":"Hall","colour":"red"}"#, field: "colour",
            detail: "there is no field 'colour' here"),
        Misspelt(
            method: .post, path: base + "/boxes/1/items", body: #"{"title":"Cup","Quantity":2}"#, field: "Quantity",
            detail: "there is no field 'Quantity' here; did you mean 'quantity'?"),
        Misspelt(
            method: .post, path: base + "/boxes/changes", body: #"{"boxes":"1","room":"Hall","rooms":"x"}"#,
            field: "rooms", detail: "there is no field 'rooms' here; did you mean 'room'?"),
        Misspelt(
            method: .post, path: base + "/items/1/move", body: #"{"box":2,"into":2}"#, field: "into",
            detail: "there is no field 'into' here"),
        Misspelt(
            method: .post, path: "/api/v1/tokens", body: #"{"name":"backup","expires":"never"}"#, field: "expires",
            detail: "there is no field 'expires' here"),
    ]

    @Test(
        "a body with a member the address does not take is refused with 422 naming it, and changes nothing",
        arguments: misspelt)
    func unknownMember(request: Misspelt) async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let before = try await world.historyCount()
        try await world.test { client in
            let answer = try await client.send(request.method, request.path, token: world.owner, body: request.body)
            answer.expectProblem(.unprocessableContent, request.detail)
            #expect(Self.errors(of: answer) == [[request.field, request.detail]])
        }
        #expect(try await world.historyCount() == before)
        #expect(try await world.box(1).box.title.text == "Kitchen")
    }

    @Test("a problem about a field names it in errors, as the request named it")
    func problemsNameTheirFields() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let empty = try await client.send(.post, Self.base + "/boxes", token: world.owner, body: #"{"title":""}"#)
            #expect(empty.status == .unprocessableContent)
            #expect(Self.errors(of: empty) == [["title", "title must not be empty"]])

            let wrongKind = try await client.send(
                .post, Self.base + "/boxes/1/items", token: world.owner, body: #"{"title":"Cup","quantity":"3"}"#)
            #expect(wrongKind.status == .badRequest)
            #expect(Self.errors(of: wrongKind) == [["quantity", "'quantity' must be an integer"]])

            let noBox = try await client.send(
                .post, Self.base + "/boxes/1/empty", token: world.owner, body: #"{"into":0}"#)
            #expect(noBox.status == .unprocessableContent)
            #expect(Self.errors(of: noBox).map(\.first) == ["into"])

            let missing = try await client.send(.get, Self.base + "/boxes/404", token: world.owner)
            #expect(missing.status == .notFound)
            #expect(Self.errors(of: missing).isEmpty)
        }
    }

    @Test("a 401 names the scheme that authenticates")
    func unauthorizedNamesScheme() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            for answer in [
                try await client.send(.get, Self.base + "/boxes"),
                try await client.send(.post, "/api/v1/session", body: #"{"username":"robin","password":"wrong one"}"#),
            ] {
                #expect(answer.status == .unauthorized)
                #expect(answer.headers[.wwwAuthenticate] == #"Bearer realm="Tote""#)
            }
        }
    }

    @Test("a page of a list links its first, previous, next and last pages, keeping the other parameters")
    func pagesLinkEachOther() async throws {
        let world = try await APIWorld()
        let commands = try await world.useCases().commands
        for number in 1...5 { _ = try await commands.provisionBox(.init(title: "Box \(number)")) }
        try await world.test { client in
            let path = Self.base + "/boxes"
            let middle = try await client.send(.get, path + "?perPage=2&page=2", token: world.owner)
            #expect(
                middle.headers[HTTPField.Name("Link")!]
                    == "<\(path)?perPage=2&page=1>; rel=\"first\", <\(path)?perPage=2&page=1>; rel=\"prev\", "
                    + "<\(path)?perPage=2&page=3>; rel=\"next\", <\(path)?perPage=2&page=3>; rel=\"last\"")
            let odd = try await client.send(.get, path + "?x=a<b>;rel=evil&y=\u{E9}&perPage=4", token: world.owner)
            let link = odd.headers[HTTPField.Name("Link")!] ?? ""
            #expect(link.hasPrefix("<\(path)?x=a%3Cb%3E;rel=evil&y=%C3%A9&perPage=4&page=1>; rel=\"first\""))
            #expect(link.split(separator: "<").count == 3, "three links, first, next and last, and no other")
            let only = try await client.send(.get, Self.base + "/search?q=box", token: world.owner)
            #expect(
                only.headers[HTTPField.Name("Link")!]
                    == "<\(Self.base)/search?q=box&page=1>; rel=\"first\", <\(Self.base)/search?q=box&page=1>; rel=\"last\""
            )
        }
    }

    @Test("a job's status gives its address and file with its ID in lower case")
    func jobAddressesInLowerCase() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let started = try await client.send(.post, Self.base + "/exports?format=csv", token: world.owner)
            #expect(started.status == .accepted)
            let location = try #require(started.headers[.location])
            let status = try await TransferRoutesTests.finished(location, client: client, token: world.owner)
            for address in [location, status.object["location"] as? String, status.object["file"] as? String] {
                #expect(address == address?.lowercased())
            }
            #expect(status.object["location"] as? String == location)
        }
    }

    @Test("no other origin is let in: answers carry no CORS headers, and a preflight is not answered with them")
    func noCrossOriginAccess() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let read = try await client.send(
                .get, Self.base + "/boxes", token: world.owner, headers: [.origin: "https://elsewhere.example"])
            #expect(read.status == .ok)
            let preflight = try await client.send(
                .options, Self.base + "/boxes",
                headers: [
                    .origin: "https://elsewhere.example", .accessControlRequestMethod: "POST",
                    .accessControlRequestHeaders: "authorization, content-type",
                ])
            #expect(preflight.status != .ok && preflight.status != .noContent)
            for answer in [read, preflight] {
                #expect(answer.headers[.accessControlAllowOrigin] == nil)
                #expect(answer.headers[.accessControlAllowCredentials] == nil)
                #expect(answer.headers[.accessControlAllowHeaders] == nil)
            }
        }
    }

    /// The `errors` of a problem document as pairs of field and detail.
    static func errors(of answer: APIResponse) -> [[String]] {
        (answer.object["errors"] as? [[String: String]] ?? []).map { [$0["field"] ?? "", $0["detail"] ?? ""] }
    }
}
