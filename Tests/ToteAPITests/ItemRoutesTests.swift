import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
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

    @Test("many items move, get a quantity, or are removed and put back, each in one request")
    func changeMany() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let commands = try await world.useCases().commands
        for title in ["Mugs", "Plates"] {
            _ = try await commands.provisionItem(
                ProvisionItemRequest(box: try BoxNumber(1), title: title, quantity: try Quantity(1)))
        }
        try await world.test { client in
            let moved = try await client.send(
                .post, items + "/changes", token: world.editor, body: ##"{"items":"#1, 2-3","box":2,"quantity":4}"##)
            #expect(moved.status == .ok)
            #expect(moved.object["changedCount"] as? Int == 3)
            #expect((moved.object["changes"] as? [Any])?.count == 6)
            #expect(moved.object["removal"] == nil)
            #expect(try await world.box(2).items.entries.map(\.quantity.value) == [4, 4, 4])
            let again = try await client.send(
                .post, items + "/changes", token: world.editor, body: #"{"items":"1-3","quantity":4,"seenIn":2}"#)
            #expect(again.object["changedCount"] as? Int == 0)

            let removed = try await client.send(
                .post, items + "/changes", token: world.editor, body: #"{"items":"1 3","remove":true}"#)
            #expect(removed.object["changedCount"] as? Int == 2)
            let removal = try #require(removed.object["removal"] as? String)
            #expect(try await world.box(2).items.entries.map(\.title.text) == ["Mugs"])
            let restored = try await client.send(
                .post, APIWorld.inventory + "/removals/\(removal)/restore", token: world.editor)
            #expect(restored.status == .ok)
            #expect(try await world.box(2).items.entries.map(\.title.text) == ["Kettle", "Mugs", "Plates"])
        }
    }

    @Test("a change of many items with one refused part is refused whole and changes nothing")
    func changeManyRefused() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let before = try await world.historyCount()
        try await world.test { client in
            let cases: [(String, HTTPResponse.Status, String)] = [
                (#"{"items":"1,9","box":2}"#, .notFound, "there is no item #9"),
                (#"{"items":"1","box":9}"#, .notFound, "there is no box #9"),
                (#"{"items":"1","quantity":2,"seenIn":2}"#, .conflict, "item #1 is no longer in box #2"),
                (#"{"items":"1","quantity":0}"#, .unprocessableContent, "quantity"),
                (#"{"items":"3-1","box":2}"#, .unprocessableContent, "'3-1' is not a range of item numbers"),
                (
                    #"{"items":"1-20000","box":2}"#, .unprocessableContent,
                    "20000 item numbers are too many for one change; at most 10000 are allowed"
                ),
                (#"{"items":"1"}"#, .badRequest, "give box, quantity or both, or remove: true"),
                (#"{"items":"1","remove":false}"#, .badRequest, "give box, quantity or both, or remove: true"),
                (
                    #"{"items":"1","remove":true,"box":2}"#, .badRequest,
                    "a removal takes only the items; leave out box, quantity and seenIn"
                ),
                (#"{"items":"1,9","remove":true}"#, .notFound, "there is no item #9"),
                (#"{"box":2}"#, .badRequest, "'items' is required"),
            ]
            for (body, status, detail) in cases {
                let response = try await client.send(.post, items + "/changes", token: world.editor, body: body)
                #expect(response.status == status, "\(body)")
                #expect((response.object["detail"] as? String)?.contains(detail) == true, "\(body): \(response.text)")
            }
        }
        #expect(try await world.historyCount() == before)
        #expect(try await world.box(1).items.entries.map(\.title.text) == ["Kettle"])
    }
}
