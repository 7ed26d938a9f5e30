import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@Suite("Versions, moves within PATCH, box pages and concurrent adds")
struct ChangeAndPagingTests {
    let boxes = APIWorld.inventory + "/boxes"
    let items = APIWorld.inventory + "/items"

    static let badPatches: [(String, HTTPResponse.Status, String)] = [
        (#"{"title":"Teapot","version":"two"}"#, .badRequest, "'version' must be an integer"),
        (
            #"{"title":"Teapot","box":0}"#, .unprocessableContent,
            "'0' is not a box number; write a box number as 12 or #12"
        ),
        (#"{"version":1}"#, .badRequest, "give at least one of title, quantity, note or box"),
    ]

    @Test("a PATCH from the version the client saw applies; from an older one it is a 409 and changes nothing")
    func versions() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let shown = try await client.send(.get, items + "/1", token: world.viewer)
            #expect(shown.object["version"] as? Int == 1)

            let renamed = try await client.send(
                .patch, items + "/1", token: world.editor, body: #"{"title":"Teapot","version":1}"#)
            #expect(renamed.status == .ok)
            #expect(renamed.object["version"] as? Int == 2)

            let before = try await world.historyCount()
            try await client.send(.patch, items + "/1", token: world.editor, body: #"{"quantity":3,"version":1}"#)
                .expectProblem(
                    .conflict,
                    "item #1 was changed by someone else in the meantime (it is now at version 2: “Teapot” × 1); "
                        + "nothing was changed, look at it again and redo your change")
            try await client.send(.patch, boxes + "/1", token: world.editor, body: #"{"title":"Pantry","version":7}"#)
                .expectProblem(
                    .conflict,
                    "box #1 was changed by someone else in the meantime (it is now at version 1: “Kitchen”, at "
                        + "Garage); nothing was changed, look at it again and redo your change")
            #expect(try await world.historyCount() == before)
            #expect(try await world.box(1).box.title.text == "Kitchen")
            #expect(try await world.box(1).items.entries.first?.quantity.value == 1)
        }
    }

    @Test("a PATCH with a malformed version or box, or with only a version, is refused and changes nothing")
    func badVersionAndBox() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let before = try await world.historyCount()
            for (body, status, detail) in Self.badPatches {
                try await client.send(.patch, items + "/1", token: world.editor, body: body)
                    .expectProblem(status, detail)
            }
            #expect(try await world.historyCount() == before)
            #expect(try await world.box(1).items.entries.map(\.title.text) == ["Kettle"])
        }
    }

    @Test("a PATCH that moves and renames an item does both in one change, or neither")
    func moveWithinPatch() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let before = try await world.historyCount()
            try await client.send(.patch, items + "/1", token: world.editor, body: #"{"title":"Teapot","box":9}"#)
                .expectProblem(.notFound, "there is no box #9")
            try await client.send(.patch, items + "/1", token: world.editor, body: #"{"title":"","box":2}"#)
                .expectProblem(.unprocessableContent, "title must not be empty")
            #expect(try await world.historyCount() == before)
            #expect(try await world.box(1).items.entries.map(\.title.text) == ["Kettle"])

            let moved = try await client.send(
                .patch, items + "/1", token: world.editor, body: #"{"title":"Teapot","box":2}"#)
            #expect(moved.status == .ok)
            #expect((moved.object["box"] as? [String: Any])?["number"] as? Int == 2)
            #expect(moved.object["title"] as? String == "Teapot")
            #expect(try await world.historyCount() == before + 2)
            #expect(try await world.box(2).items.entries.map(\.title.text) == ["Teapot"])
        }
    }

    @Test("a box's items come page by page, with the page's place in itemsPage")
    func boxPages() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let commands = try await world.useCases().commands
        for index in 2...5 {
            _ = try await commands.provisionItem(ProvisionItemRequest(box: BoxNumber(1), title: "Thing \(index)"))
        }
        try await world.test { client in
            let page = try await client.send(.get, boxes + "/1?page=2&perPage=2", token: world.viewer)
            #expect(page.status == .ok)
            #expect((page.object["items"] as? [[String: Any]])?.map { $0["number"] as? Int } == [3, 4])
            let place = try #require(page.object["itemsPage"] as? [String: Any])
            #expect(place["page"] as? Int == 2)
            #expect(place["perPage"] as? Int == 2)
            #expect(place["totalCount"] as? Int == 5)
            #expect(place["pageCount"] as? Int == 3)
            #expect(page.object["itemCount"] as? Int == 5)

            let past = try await client.send(.get, boxes + "/1?page=9&perPage=2", token: world.viewer)
            #expect((past.object["items"] as? [[String: Any]])?.isEmpty == true)
            try await client.send(.get, boxes + "/1?perPage=501", token: world.viewer)
                .expectProblem(.unprocessableContent, "page size must be from 1 to 500, not 501")
            try await client.send(.get, boxes + "/1?page=0", token: world.viewer)
                .expectProblem(.unprocessableContent, "page must be from 1 to 1000000, not 0")
        }
    }

    @Test("sixteen clients adding to one box at once all succeed, each item with its own number")
    func concurrentAdds() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
                for writer in 1...16 {
                    group.addTask {
                        var statuses: [Int] = []
                        for add in 1...5 {
                            let response = try await client.send(
                                .post, boxes + "/2/items", token: world.editor,
                                body: "{\"title\":\"Writer \(writer) item \(add)\"}")
                            statuses.append(response.status.code)
                        }
                        return statuses
                    }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }
            #expect(statuses.count == 80)
            #expect(statuses.allSatisfy { $0 == 201 })
            let box = try await world.box(2)
            #expect(box.box.itemCount == 80)
            #expect(Set(box.items.entries.map(\.number.value)).count == box.items.entries.count)
        }
    }
}
