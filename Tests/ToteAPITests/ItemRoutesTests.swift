import Foundation
import HummingbirdTesting
import Testing
import ToteHTTPTesting

@Suite("Item routes")
struct ItemRoutesTests {
    let items = APIWorld.inventory + "/items"

    @Test("items are found by any part of their words, page by page")
    func find() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let response = try await client.send(.get, items + "?q=ettl", token: world.viewer)

            #expect(response.status == .ok)
            #expect(response.entries.map { $0["title"] as? String } == ["Kettle"])
            #expect(response.object["totalCount"] as? Int == 1)

            try await client.send(.get, items, token: world.viewer)
                .expectProblem(.badRequest, "the query parameter 'q' is required")
            try await client.send(.get, items + "?q=%20", token: world.viewer)
                .expectProblem(.unprocessableContent, "search text must not be empty")
            try await client.send(.get, items + "?q=ket&perPage=501", token: world.viewer)
                .expectProblem(.unprocessableContent, "page size must be from 1 to 500, not 501")
            try await client.send(.get, items + "?q=ket&page=two", token: world.viewer)
                .expectProblem(.badRequest, "page must be a whole number, not 'two'")
        }
    }

    @Test("a list of items is added in one change, or none of it when an entry is refused")
    func batch() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let batch = APIWorld.inventory + "/boxes/2/items/batch"
        try await world.test { client in
            let refused = try await client.send(
                .post, batch, token: world.editor,
                body: #"{"items":[{"title":"Atlas"},{"title":"Map","quantity":0},{"title":" "}]}"#)
            refused.expectProblem(.unprocessableContent, "entry 2: quantity must be from 1 to 1000000, not 0")
            #expect(
                (refused.object["errors"] as? [[String: String]]) == [
                    ["field": "items[1].quantity", "detail": "quantity must be from 1 to 1000000, not 0"]
                ])
            try await client.send(
                .post, batch, token: world.editor, body: #"{"items":[{"title":"Atlas"},{"title":" "}]}"#
            )
            .expectProblem(.unprocessableContent, "entry 2: title must not be empty")
            try await client.send(.post, batch, token: world.editor, body: #"{"items":[]}"#)
                .expectProblem(.unprocessableContent, "items must not be empty")
            try await client.send(.post, batch, token: world.viewer, body: #"{"items":[{"title":"Atlas"}]}"#)
                .expectProblem(.forbidden, "a viewer can look but not change anything")
            #expect(try await world.box(2).items.entries.isEmpty)

            let added = try await client.send(
                .post, batch, token: world.editor,
                body: #"{"items":[{"title":"Atlas"},{"title":"Map","quantity":3,"note":"folded"}]}"#)

            #expect(added.status == .created)
            #expect(added.object["numbers"] as? [Int] == [2, 3])
            #expect(try await world.box(2).items.entries.map(\.title.text) == ["Atlas", "Map"])
        }
    }

    @Test("an item is shown with its box")
    func show() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let response = try await client.send(.get, items + "/1", token: world.viewer)

            #expect(response.status == .ok)
            #expect(response.object["title"] as? String == "Kettle")
            #expect((response.object["box"] as? [String: Any])?["number"] as? Int == 1)
            try await client.send(.get, items + "/4", token: world.viewer)
                .expectProblem(.notFound, "there is no item #4")
        }
    }

    @Test("PATCH renames, requantifies and clears the note; a refused field changes nothing")
    func update() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let changed = try await client.send(
                .patch, items + "/1", token: world.editor, body: #"{"title":"Teapot","quantity":2,"note":"blue"}"#)
            #expect(changed.status == .ok)
            #expect(changed.object["title"] as? String == "Teapot")
            #expect(changed.object["quantity"] as? Int == 2)
            #expect(changed.object["note"] as? String == "blue")

            let before = try await world.historyCount()
            try await client.send(.patch, items + "/1", token: world.editor, body: #"{"title":"Pot","quantity":0}"#)
                .expectProblem(.unprocessableContent, "quantity must be from 1 to 1000000, not 0")
            #expect(try await world.historyCount() == before)

            let cleared = try await client.send(.patch, items + "/1", token: world.editor, body: #"{"note":null}"#)
            #expect(cleared.object["note"] is NSNull)
            #expect(cleared.object["title"] as? String == "Teapot")
        }
    }

    @Test("an item moves into another box; into the box it is in, it changes nothing and succeeds")
    func move() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let before = try await world.historyCount()
        try await world.test { client in
            let stay = try await client.send(.post, items + "/1/move", token: world.editor, body: #"{"box":1}"#)
            #expect(stay.status == .ok)
            #expect((stay.object["box"] as? [String: Any])?["title"] as? String == "Kitchen")
            #expect(try await world.historyCount() == before)
            try await client.send(.post, items + "/1/move", token: world.editor, body: #"{"box":3}"#)
                .expectProblem(.notFound, "there is no box #3")

            let response = try await client.send(.post, items + "/1/move", token: world.editor, body: #"{"box":2}"#)

            #expect(response.status == .ok)
            #expect((response.object["box"] as? [String: Any])?["title"] as? String == "Books")
            #expect(try await world.box(2).items.entries.map(\.title.text) == ["Kettle"])
        }
    }

    @Test("an item is removed")
    func remove() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let removed = try await client.send(.delete, items + "/1", token: world.editor)
            #expect(removed.status == .ok)
            #expect((removed.object["changes"] as? [[String: Any]])?.first?["kind"] as? String == "item.removed")
            #expect(removed.object["removal"] is String)
            #expect(try await world.box(1).items.entries.isEmpty)
            try await client.send(.delete, items + "/1", token: world.editor)
                .expectProblem(.notFound, "there is no item #1")
        }
    }
}
