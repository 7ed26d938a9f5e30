import HTTPTypes
import HummingbirdTesting
import Testing
import ToteHTTPTesting

/// Every inventory route refuses a caller without a credential, hides the inventory from a stranger,
/// and refuses changes from a viewer, leaving everything as it was.
@Suite("Who may use the inventory routes")
struct AccessControlTests {
    struct Route: CustomTestStringConvertible, Sendable {
        let method: HTTPRequest.Method
        let path: String
        let body: String?
        var testDescription: String { "\(method) \(path)" }

        init(_ method: HTTPRequest.Method, _ path: String, _ body: String? = nil) {
            self.method = method
            self.path = APIWorld.inventory + path
            self.body = body
        }
    }

    static let reads = [
        Route(.get, ""), Route(.get, "/boxes"), Route(.get, "/boxes/1"), Route(.get, "/boxes/99"),
        Route(.get, "/items?q=kettle"), Route(.get, "/search?q=kettle"), Route(.get, "/items/1"),
        Route(.get, "/items/99"), Route(.get, "/history"),
        Route(.get, "/events"), Route(.get, "/members"), Route(.get, "/arrivals"), Route(.get, "/labels?boxes=1"),
    ]
    static let changes = [
        Route(.post, "/boxes", #"{"title":"Attic"}"#), Route(.patch, "/boxes/1", #"{"title":"Attic"}"#),
        Route(.patch, "/boxes/99", #"{"title":"Attic"}"#), Route(.delete, "/boxes/1?force=true"),
        Route(.post, "/boxes/1/empty", #"{"into":2}"#), Route(.post, "/boxes/1/items", #"{"title":"Cup"}"#),
        Route(.post, "/boxes/1/move", #"{"into":2}"#),
        Route(.patch, "/items/1", #"{"quantity":3}"#), Route(.delete, "/items/1"), Route(.delete, "/items/99"),
        Route(.post, "/items/1/move", #"{"box":2}"#), Route(.post, "/boxes/changes", #"{"boxes":"1","room":"Hall"}"#),
        Route(.post, "/items/changes", #"{"items":"1","box":2}"#),
    ]
    static let ownerOnly = [
        Route(.get, "/invitations"), Route(.post, "/invitations", #"{"role":"viewer"}"#),
        Route(.patch, "/members/00000000-0000-0000-0000-0000000000aa", #"{"role":"viewer"}"#),
        Route(.delete, "/members/00000000-0000-0000-0000-0000000000aa"),
    ]

    static let sharing = [
        Route(.get, "/shares"), Route(.post, "/shares", #"{"room":"Kitchen"}"#),
        Route(.delete, "/shares/00000000-0000-0000-0000-0000000000bb"),
    ]

    @Test("without a credential every inventory route is a 401", arguments: reads + changes + ownerOnly + sharing)
    func anonymous(route: Route) async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            try await client.send(route.method, route.path, body: route.body).expectProblem(
                .unauthorized, "log in first")
        }
    }

    @Test("a stranger is told the inventory does not exist", arguments: reads + changes + ownerOnly + sharing)
    func stranger(route: Route) async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let before = try await world.historyCount()
        try await world.test { client in
            try await client.send(route.method, route.path, token: world.stranger, body: route.body)
                .expectProblem(.notFound, "there is no such inventory")
            #expect(try await world.historyCount() == before)
        }
    }

    @Test("a viewer may not change anything", arguments: changes)
    func viewer(route: Route) async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let before = try await world.historyCount()
        try await world.test { client in
            try await client.send(route.method, route.path, token: world.viewer, body: route.body)
                .expectProblem(.forbidden, "a viewer can look but not change anything")
            #expect(try await world.historyCount() == before)
        }
    }

    @Test("only an owner manages members and invitations", arguments: ownerOnly)
    func editor(route: Route) async throws {
        let world = try await APIWorld()
        try await world.test { client in
            try await client.send(route.method, route.path, token: world.editor, body: route.body)
                .expectProblem(.forbidden, "only an owner can manage members; you are an editor")
        }
    }

    @Test("a viewer may not make, list or withdraw share links", arguments: sharing)
    func viewerShares(route: Route) async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            try await client.send(route.method, route.path, token: world.viewer, body: route.body)
                .expectProblem(.forbidden, "only an owner or an editor can share the inventory; you are a viewer")
        }
        #expect(try await world.useCases().shares.shareLinks() == [])
    }
}
