import Foundation
import HummingbirdTesting
import Testing
import ToteDomain
import ToteHTTPTesting

@Suite("Box routes")
struct BoxRoutesTests {
    let boxes = APIWorld.inventory + "/boxes"

    @Test("an editor provisions a box and gets it with a Location")
    func create() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let response = try await client.send(
                .post, boxes, token: world.editor, body: #"{"title":" Kitchen ","location":"Garage","note":null}"#)

            #expect(response.status == .created)
            #expect(response.headers[.location] == boxes + "/1")
            #expect(response.object["title"] as? String == "Kitchen")
            #expect(response.object["location"] as? String == "Garage")
            #expect(response.object["note"] is NSNull)
            #expect((response.object["items"] as? [Any])?.isEmpty == true)
            #expect(try await world.box(1).box.title.text == "Kitchen")
        }
    }

    @Test("a refused title is a 422 and provisions nothing")
    func createRefused() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let response = try await client.send(.post, boxes, token: world.owner, body: #"{"title":"   "}"#)

            response.expectProblem(.unprocessableContent, "title must not be empty")
            let refusals = [
                (
                    "Z" + String(repeating: "\\u0301", count: 10_000),
                    "title stacks more than 4 accents or marks on one letter"
                ),
                ("\\u3164\\u200d", "title shows nothing: it must hold at least one visible character"),
                (
                    "Box\\uffff",
                    "title must not contain characters that are not text: noncharacters, or tag characters outside a flag"
                ),
            ]
            for (title, message) in refusals {
                try await client.send(.post, boxes, token: world.owner, body: "{\"title\":\"\(title)\"}")
                    .expectProblem(.unprocessableContent, message)
            }
            #expect(try await world.historyCount() == 0)
        }
    }

    @Test("boxes are listed by their numbers and ranges")
    func listNumbers() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let second = try await client.send(.get, boxes + "?numbers=2", token: world.viewer)
            let both = try await client.send(.get, boxes + "?numbers=1-2,7", token: world.viewer)

            #expect(second.entries.map { $0["title"] as? String } == ["Books"])
            #expect(both.entries.map { $0["title"] as? String } == ["Kitchen", "Books"])
            try await client.send(.get, boxes + "?numbers=3-1", token: world.viewer).expectProblem(
                .unprocessableContent,
                "'3-1' is not a range of box numbers: write the lower number first, such as 12-40")
        }
    }

    @Test("boxes are listed page by page in one envelope")
    func list() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let response = try await client.send(.get, boxes + "?page=2&perPage=1", token: world.viewer)

            #expect(response.status == .ok)
            #expect(response.entries.map { $0["title"] as? String } == ["Books"])
            #expect(response.object["page"] as? Int == 2)
            #expect(response.object["perPage"] as? Int == 1)
            #expect(response.object["totalCount"] as? Int == 2)
            #expect(response.object["pageCount"] as? Int == 2)
        }
    }

    @Test("a box is shown with its items; #1 and 1 name the same box")
    func show() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            for path in [boxes + "/1", boxes + "/%231"] {
                let response = try await client.send(.get, path, token: world.viewer)

                #expect(response.status == .ok)
                #expect(response.object["itemCount"] as? Int == 1)
                let items = response.object["items"] as? [[String: Any]]
                #expect(items?.first?["title"] as? String == "Kettle")
            }
            try await client.send(.get, boxes + "/9", token: world.viewer).expectProblem(
                .notFound, "there is no box #9")
        }
    }

    @Test("PATCH changes the given fields; null clears the location and the note")
    func update() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let renamed = try await client.send(
                .patch, boxes + "/1", token: world.editor, body: #"{"title":"Pantry","note":"fragile"}"#)
            #expect(renamed.status == .ok)
            #expect(renamed.object["title"] as? String == "Pantry")
            #expect(renamed.object["location"] as? String == "Garage")
            #expect(renamed.object["note"] as? String == "fragile")

            let cleared = try await client.send(
                .patch, boxes + "/1", token: world.editor, body: #"{"location":null,"note":null}"#)
            #expect(cleared.object["location"] is NSNull)
            #expect(cleared.object["note"] is NSNull)
            #expect(cleared.object["title"] as? String == "Pantry")
        }
    }

    @Test("a PATCH with one refused field changes none of them")
    func updateRefused() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let before = try await world.historyCount()
        try await world.test { client in
            let response = try await client.send(
                .patch, boxes + "/1", token: world.owner,
                body: "{\"title\":\"Pantry\",\"location\":\"\(String(repeating: "x", count: 201))\"}")

            response.expectProblem(.unprocessableContent, "location is 201 characters long; at most 200 are allowed")
            #expect(try await world.box(1).box.title.text == "Kitchen")
            #expect(try await world.historyCount() == before)

            try await client.send(.patch, boxes + "/1", token: world.owner, body: "{}")
                .expectProblem(.badRequest, "give at least one of title, location or note to change")
            try await client.send(.patch, boxes + "/7", token: world.owner, body: #"{"title":"X"}"#)
                .expectProblem(.notFound, "there is no box #7")
        }
    }

    @Test("a box holding items is removed only with force=true")
    func remove() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            try await client.send(.delete, boxes + "/1", token: world.editor).expectProblem(
                .conflict,
                "box #1 still holds 1 item; move them out first, or remove the box together with its items")
            #expect(try await world.box(1).items.entries.count == 1)
            try await client.send(.delete, boxes + "/1?force=yes", token: world.editor)
                .expectProblem(.badRequest, "force must be true or false, not 'yes'")

            let removed = try await client.send(.delete, boxes + "/1?force=true", token: world.editor)

            #expect(removed.status == .ok)
            let kinds = (removed.object["changes"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }
            #expect(kinds == ["item.removed", "box.removed"])
            try await client.send(.get, boxes + "/1", token: world.editor).expectProblem(
                .notFound, "there is no box #1")
            let undo = APIWorld.inventory + "/removals/\(removed.object["removal"] as? String ?? "")"
            let restored = try await client.send(.post, undo + "/restore", token: world.editor)
            #expect(restored.status == .ok)
            #expect((restored.object["changes"] as? [[String: Any]])?.count == 2)
            #expect(try await world.box(1).items.entries.map(\.title.text) == ["Kettle"])
            try await client.send(.post, undo + "/restore", token: world.editor).expectProblem(
                .notFound, InventoryError.removalNotFound.description)
            #expect(try await client.send(.post, undo + "/restore", token: world.viewer).status == .forbidden)
        }
    }

    @Test("a change answers with the changes it recorded, none when the box was like that already")
    func changesAnswered() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let renamed = try await client.send(.patch, boxes + "/1", token: world.editor, body: #"{"title":"Pans"}"#)
            let change = (renamed.object["changes"] as? [[String: Any]])?.first
            #expect(change?["kind"] as? String == "box.renamed")
            #expect((change?["box"] as? [String: Any])?["id"] as? String == renamed.object["id"] as? String)
            let again = try await client.send(.patch, boxes + "/1", token: world.editor, body: #"{"title":"Pans"}"#)
            #expect((again.object["changes"] as? [Any])?.isEmpty == true)
            let shown = try await client.send(.get, boxes + "/1", token: world.editor)
            #expect(shown.object["changes"] == nil)
        }
    }

    @Test("emptying a box moves its items and answers with the destination")
    func empty() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            try await client.send(.post, boxes + "/1/empty", token: world.editor, body: #"{"into":1}"#)
                .expectProblem(.conflict, "box #1 cannot be emptied into itself")
            try await client.send(.post, boxes + "/1/empty", token: world.editor, body: #"{"into":0}"#)
                .expectProblem(.unprocessableContent, "'0' is not a box number; write a box number as 12 or #12")
            #expect(try await world.box(1).items.entries.count == 1)

            let response = try await client.send(.post, boxes + "/1/empty", token: world.editor, body: #"{"into":2}"#)

            #expect(response.status == .ok)
            #expect(response.object["number"] as? Int == 2)
            #expect(response.object["itemCount"] as? Int == 1)
            #expect(try await world.box(1).items.entries.isEmpty)
        }
    }

    @Test("a place is provisioned with its kind, holds boxes, and never goes into a box; an unknown kind is a 422")
    func places() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let unit = try await client.send(
                .post, boxes, token: world.editor, body: #"{"title":"Unit 12","kind":"place"}"#)
            #expect(unit.status == .created)
            #expect(unit.object["kind"] as? String == "place")
            let added = try await client.send(.get, APIWorld.inventory + "/history?box=3", token: world.editor)
            let provisioned = (added.object["entries"] as? [[String: Any]])?.first
            #expect((provisioned?["to"] as? [String: Any])?["kind"] as? String == "place")
            let packed = try await client.send(.post, boxes + "/1/move", token: world.editor, body: #"{"into":3}"#)
            #expect(packed.status == .ok)
            let kitchen = try await client.send(.get, boxes + "/1", token: world.editor)
            #expect(kitchen.object["kind"] as? String == "box")
            let path = kitchen.object["containers"] as? [[String: Any]]
            #expect(path?.map { $0["kind"] as? String } == ["place"])
            #expect(path?.map { $0["title"] as? String } == ["Unit 12"])
            let listed = try await client.send(.get, boxes, token: world.editor).object["entries"] as? [[String: Any]]
            let listedPaths = listed?.map { ($0["containers"] as? [[String: Any]])?.map { $0["number"] as? Int } }
            #expect(listedPaths == [[3], [], []], "a list says where each box is")
            let found = try await client.send(.get, APIWorld.inventory + "/search?q=k", token: world.editor)
            let hits = found.object["entries"] as? [[String: Any]]
            let kettle = hits?.compactMap { $0["item"] as? [String: Any] }.first?["box"] as? [String: Any]
            #expect((kettle?["containers"] as? [[String: Any]])?.first?["title"] as? String == "Unit 12")
            let kitchenHit = hits?.compactMap { $0["box"] as? [String: Any] }.first { $0["number"] as? Int == 1 }
            #expect((kitchenHit?["containers"] as? [[String: Any]])?.count == 1)
            try await client.send(.post, boxes + "/3/move", token: world.editor, body: #"{"into":2}"#)
                .expectProblem(
                    .conflict,
                    "place #3 cannot go into box #2: a place goes only into another place; nothing was moved")
            let events = try await world.historyCount()
            try await client.send(.post, boxes, token: world.editor, body: #"{"title":"Shed","kind":"room"}"#)
                .expectProblem(.unprocessableContent, "'room' is not a kind; use box or place")
            #expect(try await world.historyCount() == events)
        }
    }

    @Test("a place holding boxes is removed only when boxes_into says where they go; the undo packs them back")
    func removeContainer() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            _ = try await client.send(.post, boxes, token: world.editor, body: #"{"title":"Unit 12","kind":"place"}"#)
            _ = try await client.send(.post, boxes + "/1/move", token: world.editor, body: #"{"into":3}"#)
            let events = try await world.historyCount()
            try await client.send(.delete, boxes + "/3", token: world.editor).expectProblem(
                .conflict,
                "box #3 holds box #1; say where it goes (into another box or place, or out on its own); "
                    + "nothing was removed")
            try await client.send(.delete, boxes + "/3?boxes_into=3", token: world.editor).expectProblem(
                .conflict, "what box #3 holds cannot go into box #3 itself, which is being removed; nothing was removed"
            )
            try await client.send(.delete, boxes + "/3?boxes_into=nowhere", token: world.editor).expectProblem(
                .unprocessableContent, "'nowhere' is not a box number; write a box number as 12 or #12")
            #expect(try await world.historyCount() == events)

            let removed = try await client.send(.delete, boxes + "/3?boxes_into=%232", token: world.editor)

            #expect(removed.status == .ok)
            let kinds = (removed.object["changes"] as? [[String: Any]])?.map { $0["kind"] as? String }
            #expect(kinds == ["box.moved", "box.removed"])
            #expect(try await world.box(1).containers.map(\.reference.number.value) == [2])
            let undo = APIWorld.inventory + "/removals/\(removed.object["removal"] as? String ?? "")/restore"
            #expect(try await client.send(.post, undo, token: world.editor).status == .ok)
            #expect(try await world.box(1).containers.map(\.reference.title.text) == ["Unit 12"])
            let out = try await client.send(.delete, boxes + "/3?boxes_into=out", token: world.editor)
            #expect(out.status == .ok)
            #expect(try await world.box(1).containers.isEmpty)
        }
    }

    @Test("a box is packed into another and taken out again; one that would hold itself is a 409 and moves nothing")
    func move() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let packed = try await client.send(.post, boxes + "/1/move", token: world.editor, body: #"{"into":2}"#)
            #expect(packed.status == .ok)
            let change = (packed.object["changes"] as? [[String: Any]])?.first
            #expect(change?["kind"] as? String == "box.moved")
            #expect((change?["from"] as? [String: Any])?["container"] is NSNull)
            let into = (change?["to"] as? [String: Any])?["container"] as? [String: Any]
            #expect(into?["number"] as? Int == 2 && into?["title"] as? String == "Books")
            try await client.send(.post, boxes + "/2/move", token: world.editor, body: #"{"into":1}"#)
                .expectProblem(.conflict, "box #2 cannot go into box #1, which is inside it; nothing was moved")
            try await client.send(.post, boxes + "/1/move", token: world.editor, body: #"{"into":0}"#)
                .expectProblem(.unprocessableContent, "'0' is not a box number; write a box number as 12 or #12")
            try await client.send(.post, boxes + "/1/move", token: world.editor, body: #"{"into":9}"#)
                .expectProblem(.notFound, "there is no box #9")
            try await client.send(.delete, boxes + "/2?force=true", token: world.editor)
                .expectProblem(
                    .conflict,
                    "box #2 holds box #1; say where it goes (into another box or place, or out on its own); "
                        + "nothing was removed")
            let again = try await client.send(.post, boxes + "/1/move", token: world.editor, body: #"{"into":2}"#)
            #expect((again.object["changes"] as? [Any])?.isEmpty == true)
            let out = try await client.send(.post, boxes + "/1/move", token: world.editor, body: #"{"into":null}"#)
            #expect(
                ((out.object["changes"] as? [[String: Any]])?.first?["to"] as? [String: Any])?["container"] is NSNull)
            let left = try await client.send(.post, boxes + "/1/move", token: world.editor, body: "{}")
            #expect((left.object["changes"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("an item is provisioned into a box with quantity 1 unless given")
    func createItem() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let response = try await client.send(
                .post, boxes + "/2/items", token: world.editor, body: #"{"title":"Atlas"}"#)

            #expect(response.status == .created)
            #expect(response.headers[.location] == APIWorld.inventory + "/items/2")
            #expect(response.object["quantity"] as? Int == 1)
            #expect((response.object["box"] as? [String: Any])?["title"] as? String == "Books")

            try await client.send(
                .post, boxes + "/2/items", token: world.editor, body: #"{"title":"Maps","quantity":0}"#
            )
            .expectProblem(.unprocessableContent, "quantity must be from 1 to 1000000, not 0")
            try await client.send(.post, boxes + "/5/items", token: world.editor, body: #"{"title":"Maps"}"#)
                .expectProblem(.notFound, "there is no box #5")
            #expect(try await world.box(2).items.entries.count == 1)
        }
    }
}
