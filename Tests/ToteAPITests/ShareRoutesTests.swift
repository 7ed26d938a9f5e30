import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@Suite("Share link routes")
struct ShareRoutesTests {
    private static let shares = APIWorld.inventory + "/shares"

    @Test("an editor makes a link whose secret is shown once, lists it and withdraws it")
    func lifecycle() async throws {
        let world = try await APIWorld(publicURL: try PublicURL("https://boxes.example.org"))
        try await world.arrangeKitchenAndBooks()
        let commands = try await world.useCases().commands
        _ = try await commands.changeBoxes(ChangeBoxesRequest(boxes: [try BoxNumber(1)], change: .room("Kitchen")))
        try await world.test { client in
            let made = try await client.send(
                .post, Self.shares, token: world.editor,
                body: #"{"room":"kitchen","expires":"7d","note":"For the movers"}"#)
            #expect(made.status == .created)
            #expect(made.headers[.cacheControl] == "no-store")
            let link = made.object
            let id = try #require(link["id"] as? String)
            let token = try #require(link["token"] as? String)
            #expect(made.headers[.location] == "\(Self.shares)/\(id)")
            #expect(link["url"] as? String == "https://boxes.example.org/s/\(token)")
            #expect(link["path"] as? String == "/s/\(token)")
            #expect(link["scope"] as? String == "room" && link["room"] as? String == "kitchen")
            #expect(link["boxes"] is NSNull && link["lastUsedAt"] is NSNull)
            #expect((link["madeBy"] as? [String: Any])?["name"] as? String == "eddie")
            let boxes = try await client.send(.post, Self.shares, token: world.owner, body: #"{"boxes":"2 1"}"#)
            #expect(boxes.object["boxes"] as? [Int] == [2, 1] && boxes.object["scope"] as? String == "boxes")
            let listed = try await client.send(.get, Self.shares + "?perPage=1", token: world.owner)
            #expect(listed.status == .ok && listed.object["totalCount"] as? Int == 2)
            #expect(listed.entries.first?["id"] as? String == id && listed.entries.first?["token"] == nil)
            #expect(listed.headers[HTTPField.Name("Link")!]?.contains("rel=\"next\"") == true)
            let withdrawn = try await client.send(.delete, "\(Self.shares)/\(id)", token: world.owner)
            #expect(withdrawn.status == .noContent)
            try await client.send(.delete, "\(Self.shares)/\(id)", token: world.owner)
                .expectProblem(.notFound, "there is no such share link in this inventory")
            try await client.send(.delete, "\(Self.shares)/not-an-id", token: world.owner)
                .expectProblem(
                    .badRequest,
                    "'not-an-id' is not a share link id; it is a UUID such as 00000000-0000-0000-0000-000000000001")
            #expect(try await client.send(.get, Self.shares, token: world.owner).object["totalCount"] as? Int == 1)
        }
    }

    static let refusals: [(body: String, status: HTTPResponse.Status, field: String, detail: String)] = [
        (#"{"room":"Kitchen","boxes":"1"}"#, .unprocessableContent, "room", "give a room or box numbers, not both"),
        (#"{"room":"Kichen"}"#, .unprocessableContent, "room", "no box goes to the room 'Kichen'"),
        (#"{"room":""}"#, .unprocessableContent, "room", "room must not be empty"),
        (#"{"boxes":"1 9 10"}"#, .unprocessableContent, "boxes", "there is no box #9 or #10"),
        (
            #"{"expires":"soon"}"#, .unprocessableContent, "expires",
            "expiry must be a number of hours, days or weeks, such as 12h, 7d or 4w, not 'soon'"
        ),
        (
            #"{"expires":"0h"}"#, .unprocessableContent, "expires",
            "expiry must be from 1 hour to 365 days, not 0h"
        ),
        (
            #"{"note":"a\nb"}"#, .unprocessableContent, "note",
            "note must not contain control characters such as tabs or line breaks"
        ),
        (
            #"{"rooms":"Kitchen"}"#, .unprocessableContent, "rooms",
            "there is no field 'rooms' here; did you mean 'room'?"
        ),
        (#"{"room":3}"#, .badRequest, "", ""),
    ]

    @Test("a link Tote cannot make is refused, naming the field, and nothing is made")
    func refusals() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        _ = try await world.useCases().commands.changeBoxes(
            ChangeBoxesRequest(boxes: [try BoxNumber(1)], change: .room("Kitchen")))
        try await world.test { client in
            for refusal in Self.refusals {
                let answer = try await client.send(.post, Self.shares, token: world.owner, body: refusal.body)
                #expect(answer.status == refusal.status, "\(refusal.body): \(answer.text)")
                if !refusal.detail.isEmpty {
                    #expect(answer.object["detail"] as? String == refusal.detail, "\(refusal.body)")
                }
                if !refusal.field.isEmpty {
                    let fields = (answer.object["errors"] as? [[String: Any]])?.compactMap { $0["field"] as? String }
                    #expect(fields == [refusal.field], "\(refusal.body)")
                }
            }
        }
        #expect(try await world.useCases().shares.shareLinks() == [])
    }

    @Test("a share link's secret is no credential: every operation that changes anything refuses it with 401")
    func noWrites() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let new = try await world.useCases().shares.makeShareLink(ShareLinkRequest())
        let before = try await world.historyCount()
        let writes = try OpenAPIContract().operations.filter { !$0.hasPrefix("GET ") }.sorted()
        #expect(writes.count > 30)
        try await world.test { client in
            for operation in writes {
                let parts = operation.split(separator: " ", maxSplits: 1)
                let path = String(parts[1])
                    .replacingOccurrences(of: "{inventoryId}", with: Inventory.localID.description)
                    .replacingOccurrences(of: #"\{[A-Za-z]+\}"#, with: "1", options: .regularExpression)
                let answer = try await client.send(
                    HTTPRequest.Method(String(parts[0]))!, path, token: new.token, body: "{}")
                #expect(answer.status == .unauthorized, "\(operation): \(answer.status)")
            }
        }
        #expect(try await world.historyCount() == before)
        #expect(try await world.useCases().shares.shareLinks().count == 1)
    }
}
