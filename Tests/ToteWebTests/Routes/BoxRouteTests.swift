import Foundation
import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@Suite("Boxes list and box pages")
struct BoxRouteTests {
    @Test("the list shows boxes with numbers, locations and item counts; adding a box leads to it")
    func listAndAdd() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let list = try await browser.get("/boxes", client)
            #expect(list.status == .ok)
            #expect(list.text.contains("#1"))
            #expect(list.text.contains("Garage, shelf 3 · 1 item"))
            #expect(list.text.contains("<meta name=\"viewport\""))
            let added = try await browser.post("/boxes", ["title": "Books", "location": "", "note": ""], client)
            #expect(added.status == .seeOther)
            #expect(added.location == "/boxes/2")
            let box = try await browser.get("/boxes/2", client)
            #expect(box.text.contains("Books"))
            #expect(box.text.contains("This box is empty."))
        }
    }

    @Test("a box without a title is shown again with the message and what was typed, and nothing is added")
    func addValidation() async throws {
        let environment = TestEnvironment()
        let (browser, token) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let response = try await browser.post("/boxes", ["title": "  ", "location": "Attic"], client)
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("Title must not be empty."))
            #expect(response.text.contains("value=\"Attic\""))
            #expect(response.text.contains("<p id=\"box-error\" class=\"error\" role=\"alert\">"))
            #expect(
                response.text.contains(
                    "id=\"box-title\" name=\"title\" value=\"  \" required maxlength=\"200\" autocomplete=\"off\" "
                        + "aria-invalid=\"true\" aria-describedby=\"box-error\" autofocus>"))
        }
        #expect(try await boxCount(environment, token) == 1)
    }

    @Test("a place is added from the boxes page, boxes go into it, and it never goes into a box")
    func places() async throws {
        let environment = TestEnvironment(publicURL: try PublicURL("https://boxes.example.org"))
        let (browser, token) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let added = try await browser.post("/boxes", ["title": "Unit 12", "kind": "place"], client)
            #expect(added.location == "/boxes/2")
            let unit = try await browser.get("/boxes/2", client).text
            #expect(unit.contains("Place · No location yet"))
            #expect(try await browser.post("/boxes/1/pack", ["destination": "2"], client).location == "/boxes/1")
            let kitchen = try await browser.get("/boxes/1", client).text
            #expect(kitchen.contains(#"In <a href="/boxes/2">Unit 12</a>"#))
            #expect(
                try await browser.get("/boxes/2", client).text.contains(#"In it: <a href="/boxes/1">#1 Kitchen</a>"#))
            let list = try await browser.get("/boxes", client).text
            #expect(list.contains(#"<span class="box-meta">Place · No location yet · 0 items</span>"#))
            #expect(list.contains(#"<span class="box-meta box-path">In Unit 12</span>"#))
            _ = try await browser.post("/boxes/1/items", ["title": "Kettle", "quantity": "1"], client)
            let found = try await browser.get("/find?q=kettle", client).text
            #expect(found.contains("in box #1 Kitchen, in Unit 12"))
            #expect(try await browser.get("/find?q=kitchen", client).text.contains("In Unit 12</span>"))
            #expect(try await browser.get("/labels/print?boxes=1", client).text.contains("In Unit 12"))
            _ = try await browser.post("/boxes", ["title": "Crate"], client)
            let refused = try await browser.post("/boxes/2/pack", ["destination": "3"], client)
            #expect(refused.status == .conflict)
            #expect(
                refused.text.contains(
                    "Place #2 cannot go into box #3: a place goes only into another place; nothing was moved."))

            let unknown = try await browser.post("/boxes", ["title": "Shed", "kind": "room"], client)
            #expect(unknown.status == .unprocessableContent)
            #expect(unknown.text.contains("&#39;room&#39; is not a kind; use box or place."))
            #expect(unknown.text.contains(#"value="Shed""#))
        }
        #expect(try await boxCount(environment, token) == 3)
    }

    @Test("an item without a note or errors of its own never shows the box's note or the box's form errors")
    func itemRowsShowOnlyTheirOwnValues() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let added = try await browser.post(
                "/boxes", ["title": "Plates", "location": "", "note": "Fragile plates on top"], client)
            #expect(added.location == "/boxes/2")
            for title in ["Bowl", "Saucer", "Platter"] {
                _ = try await browser.post("/boxes/2/items", ["title": title, "quantity": "1", "note": ""], client)
            }

            let page = try await browser.get("/boxes/2", client)
            let rows = try #require(
                page.text.range(of: #"<ul class="items">[\s\S]*?</ul>"#, options: .regularExpression))
            #expect(page.text[rows].contains("Saucer"))
            #expect(!page.text[rows].contains("Fragile plates on top"))
            #expect(page.text.contains("<p class=\"note\">Fragile plates on top</p>"))

            let refused = try await browser.post("/boxes/2/remove", [:], client)
            #expect(refused.status == .conflict)
            let refusedRows = try #require(
                refused.text.range(of: #"<ul class="items">[\s\S]*?</ul>"#, options: .regularExpression))
            #expect(!refused.text[refusedRows].contains("still holds"))
            #expect(refused.text.contains("still holds"))
        }
    }

    @Test("items are added, renamed, requantified, moved and removed from the box page")
    func itemChanges() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            #expect(try await browser.post("/boxes", ["title": "Attic"], client).location == "/boxes/2")
            let added = try await browser.post(
                "/boxes/1/items", ["title": "Mugs", "quantity": "6", "note": ""], client)
            #expect(added.location == "/boxes/1?added=2")
            let ready = try await browser.get("/boxes/1?added=2", client).text
            #expect(ready.contains("<p class=\"confirmation\" role=\"status\">Added item #2 Mugs (quantity 6).</p>"))
            #expect(ready.contains("autocomplete=\"off\" autofocus>"))
            let form = try #require(ready.range(of: "id=\"add-item\""))
            let list = try #require(ready.range(of: "<ul class=\"items\">"))
            #expect(form.lowerBound < list.lowerBound, "the add form comes before the list")
            // An item of another box, or a number that is none, confirms nothing.
            for other in ["/boxes/2?added=2", "/boxes/1?added=99", "/boxes/1?added=x"] {
                let page = try await browser.get(other, client)
                #expect(page.status == .ok, "\(other)")
                #expect(!page.text.contains("class=\"confirmation\""), "\(other)")
            }
            #expect(
                try await browser.post("/boxes/1/items/2/details", ["title": "Cups"], client).location == "/boxes/1")
            #expect(
                try await browser.post("/boxes/1/items/2/details", ["quantity": "4"], client).location == "/boxes/1")
            let page = try await browser.get("/boxes/1", client)
            #expect(page.text.contains("Cups"))
            #expect(page.text.contains("× 4"))
            #expect(
                try await browser.post("/boxes/1/items/2/move", ["destination": "#2"], client).location == "/boxes/1")
            #expect(try await browser.get("/boxes/2", client).text.contains("Cups"))
            #expect(try await browser.post("/boxes/2/items/2/remove", [:], client).location == "/boxes/2")
            #expect(try await browser.get("/boxes/2", client).text.contains("This box is empty."))
        }
    }

    @Test("a bad quantity and a move into a missing box are shown next to their forms on the item's page")
    func itemFailures() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let quantity = try await browser.post("/boxes/1/items/1/details", ["quantity": "lots"], client)
            #expect(quantity.status == .unprocessableContent)
            #expect(quantity.text.contains("Quantity must be a whole number, not &#39;lots&#39;."))
            #expect(quantity.text.contains("value=\"lots\""))
            #expect(
                quantity.text.contains(
                    "<main id=\"main\" tabindex=\"-1\" data-path=\"/boxes/1/items/1\" data-live=\"box:1\">"))
            #expect(quantity.text.contains("<p id=\"item-quantity-error\" class=\"error\" role=\"alert\">"))
            #expect(
                quantity.text.contains(
                    "aria-invalid=\"true\" aria-describedby=\"item-quantity-error\" autofocus>"))
            #expect(quantity.text.components(separatedBy: "autofocus").count == 2, "one field takes the focus")
            let move = try await browser.post("/boxes/1/items/1/move", ["destination": "99"], client)
            #expect(move.status == .unprocessableContent)
            #expect(move.text.contains("There is no box #99."))
            #expect(
                move.text.contains(
                    "aria-describedby=\"item-move-error item-move-hint\" aria-invalid=\"true\" autofocus>"))
            let added = try await browser.post("/boxes/1/items", ["title": "", "quantity": "1", "note": ""], client)
            #expect(added.text.contains("<p id=\"item-error\" class=\"error\" role=\"alert\">"))
            #expect(added.text.contains("autofocus aria-invalid=\"true\" aria-describedby=\"item-error\">"))
            let lots = try await browser.post("/boxes/1/items", ["title": "Cups", "quantity": "lots"], client)
            #expect(
                lots.text.contains(
                    #"name="quantity" value="lots" inputmode="numeric" required autofocus aria-invalid="true""#))
            #expect(lots.text.components(separatedBy: "autofocus").count == 2, "only the quantity takes the focus")
        }
    }

    @Test("a box is renamed, relocated, noted, emptied into another and removed")
    func boxChanges() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            _ = try await browser.post("/boxes", ["title": "Attic"], client)
            #expect(try await browser.post("/boxes/1/details", ["title": "Pantry"], client).location == "/boxes/1")
            #expect(try await browser.post("/boxes/1/details", ["location": "Cellar"], client).location == "/boxes/1")
            #expect(try await browser.post("/boxes/1/details", ["note": "Fragile"], client).location == "/boxes/1")
            let page = try await browser.get("/boxes/1", client).text
            #expect(page.contains("Pantry") && page.contains("Cellar") && page.contains("Fragile"))
            let refused = try await browser.post("/boxes/1/remove", [:], client)
            #expect(refused.status == .conflict)
            #expect(refused.text.contains("Box #1 still holds 1 item"))
            #expect(try await browser.post("/boxes/1/empty", ["destination": "2"], client).location == "/boxes/2")
            #expect(try await browser.post("/boxes/1/remove", [:], client).location == "/boxes")
            #expect(try await browser.get("/boxes/1", client).status == .notFound)
            #expect(try await browser.post("/boxes/2/remove", ["with_items": "yes"], client).location == "/boxes")
        }
    }

    @Test(
        "a box is packed into another from its page, shows where it is, is taken out again, and the Undo puts it back")
    func packing() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            _ = try await browser.post("/boxes", ["title": "Pallet"], client)
            _ = try await browser.post("/boxes", ["title": "Crate"], client)
            let packed = try await browser.post("/boxes/1/pack", ["destination": "#3"], client)
            #expect(packed.location == "/boxes/1")
            let shown = try await browser.follow(packed, client)
            #expect(shown.contains("Packed box #1 Kitchen into #3 Crate."))
            #expect(shown.contains(#"<a href="/boxes/3">#3 Crate</a>"#))
            #expect(shown.contains("Take it out"))
            #expect(try await browser.post("/boxes/3/pack", ["destination": "2"], client).location == "/boxes/3")
            let path = try await browser.get("/boxes/1", client).text
            #expect(
                path.contains(#"<a href="/boxes/2">#2 Pallet</a>"#)
                    && path.contains(#"<a href="/boxes/3">#3 Crate</a>"#))
            #expect(
                try await browser.get("/boxes/2", client).text.contains(
                    #"In it: <a href="/boxes/3">#3 Crate</a>"#))

            let cycle = try await browser.post("/boxes/2/pack", ["destination": "1"], client)
            #expect(cycle.status == .conflict)
            #expect(cycle.text.contains("Box #2 cannot go into box #1, which is inside it; nothing was moved."))
            #expect(cycle.text.contains(#"id="box-pack" name="destination" value="1""#))
            let typo = try await browser.post("/boxes/1/pack", ["destination": "crate"], client)
            #expect(typo.status == .unprocessableContent)
            #expect(typo.text.contains("&#39;crate&#39; is not a box number; write a box number as 12 or #12."))
            #expect(try await browser.get("/boxes/1", client).text.contains(#"<a href="/boxes/3">#3 Crate</a>"#))
            let refused = try await browser.post("/boxes/3/remove", [:], client)
            #expect(
                refused.text.contains(
                    "Box #3 holds box #1; say where it goes (into another box or place, or out on its own); "
                        + "nothing was removed."))

            let out = try await browser.follow(
                try await browser.post("/boxes/1/pack", ["destination": " "], client), client)
            #expect(out.contains("Took box #1 Kitchen out of #3 Crate."))
            #expect(!out.contains("Take it out"))
            #expect(out.contains(#"name="destination" value="3""#), "the Undo packs it back")
            #expect(try await browser.post("/boxes/1/pack", ["destination": "3"], client).location == "/boxes/1")
            #expect(try await browser.get("/boxes/1", client).text.contains(#"<a href="/boxes/3">#3 Crate</a>"#))
        }
    }

    @Test("items ticked on a box's page move, get a quantity, or are removed together, each with its message and Undo")
    func tickedItems() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            _ = try await browser.post("/boxes", ["title": "Hall"], client)
            for title in ["Mugs", "Plates"] {
                _ = try await browser.post("/boxes/1/items", ["title": title, "quantity": "1"], client)
            }
            let page = try await browser.get("/boxes/1", client).text
            #expect(page.contains(#"form="ticked-items" name="item-2""#))
            #expect(page.contains("The items ticked"))

            let moved = try await browser.post(
                "/boxes/1/ticked", ["item-1": "on", "item-3": "on", "do": "move", "destination": "#2"], client)
            #expect(moved.location == "/boxes/1")
            let after = try await browser.follow(moved, client)
            #expect(after.contains("Moved 2 items from box #1 Kitchen to box #2 Hall."))
            #expect(after.contains(#"name="items" value="1,3""#), "the Undo moves them back")
            #expect(try await browser.get("/boxes/2", client).text.contains("Plates"))
            #expect(
                try await browser.post("/boxes/1/move-back", ["items": "1,3", "from": "2"], client).status == .seeOther)
            #expect(!(try await browser.get("/boxes/2", client).text.contains("Plates")))

            let counted = try await browser.follow(
                try await browser.post(
                    "/boxes/1/ticked", ["item-1": "on", "item-2": "on", "do": "quantity", "quantity": "6"], client),
                client)
            #expect(counted.contains("× 6"))

            let removed = try await browser.follow(
                try await browser.post("/boxes/1/ticked", ["item-2": "on", "item-3": "on", "do": "remove"], client),
                client)
            #expect(removed.contains("Undo"))
            #expect(!removed.contains("Plates"))
            let removal = try #require(removed.firstMatch(of: /name="removal" value="([0-9a-fA-F-]+)"/)?.1)
            _ = try await browser.post("/boxes/1/undo-removal", ["removal": String(removal)], client)
            let back = try await browser.get("/boxes/1", client).text
            #expect(back.contains("Mugs") && back.contains("Plates"))
        }
    }

    @Test("items ticked in search results, from several boxes, move or are removed together; back to the results")
    func tickedSearchResults() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            _ = try await browser.post("/boxes", ["title": "Hall"], client)
            _ = try await browser.post("/boxes/2/items", ["title": "Electric kettle", "quantity": "1"], client)
            _ = try await browser.post("/boxes", ["title": "Van"], client)
            let found = try await browser.get("/find?q=kettle", client).text
            #expect(found.contains(#"name="item-1" aria-label="Tick item #1 in box #1""#))
            #expect(found.contains(#"<input type="hidden" name="back" value="/find?q=kettle&amp;page=1">"#))

            let back = "/find?q=kettle&page=1"
            let moved = try await browser.post(
                "/items/ticked", ["item-1": "on", "item-2": "on", "do": "move", "destination": "3", "back": back],
                client)
            #expect(moved.location == back)
            #expect(try await browser.follow(moved, client).contains("Moved 2 items to box #3 Van."))
            #expect(try await browser.get("/boxes/3", client).text.contains("Electric kettle"))

            let refused = try await browser.post(
                "/items/ticked",
                ["item-1": "on", "do": "move", "destination": "9", "back": "https://elsewhere.example/"],
                client)
            #expect(refused.location == "/find")
            #expect(try await browser.follow(refused, client).contains("There is no box #9."))

            let removed = try await browser.follow(
                try await browser.post(
                    "/items/ticked", ["item-1": "on", "item-2": "on", "do": "remove", "back": back], client), client)
            #expect(removed.contains("Removed 2 items from box #3 Van."))
            let removal = try #require(removed.firstMatch(of: /name="removal" value="([0-9a-fA-F-]+)"/)?.1)
            _ = try await browser.post("/boxes/3/undo-removal", ["removal": String(removal)], client)
            #expect(try await browser.get("/boxes/3", client).text.contains("Electric kettle"))
        }
    }

    @Test("a change of ticked items that is refused changes none of them and says why beside the form")
    func tickedItemsRefused() async throws {
        let environment = TestEnvironment()
        let (browser, token) = try await environment.ownerWithKitchen()
        let useCases = try await environment.server.useCases(
            of: Inventory.localID, for: try await environment.server.access.authenticate(token))
        try await environment.webApplication().test(.router) { client in
            _ = try await browser.post("/boxes/1/items", ["title": "Mugs", "quantity": "1"], client)
            let before = try await useCases.queries.history(of: nil, .first).totalCount
            let cases: [([String: String], String)] = [
                (["item-1": "on", "do": "move", "destination": "9"], "There is no box #9."),
                (["item-1": "on", "do": "move", "destination": ""], "Box number must not be empty."),
                (
                    ["item-1": "on", "item-2": "on", "do": "quantity", "quantity": "0"],
                    "Quantity must be from 1 to 1000000, not 0."
                ),
                (["do": "remove"], "Item numbers must not be empty."),
                (["item-1": "on", "item-7": "on", "do": "remove"], "There is no item #7."),
                (
                    Dictionary(uniqueKeysWithValues: (1...10_001).map { ("item-\($0)", "on") } + [("do", "remove")]),
                    "10001 item numbers are too many for one change; at most 10000 are allowed."
                ),
            ]
            for (form, message) in cases {
                let refused = try await browser.post("/boxes/1/ticked", form, client)
                #expect(refused.status.code >= 400, "\(form)")
                #expect(refused.text.contains(message), "\(form)")
                #expect(refused.text.contains(#"id="ticked-error""#), "\(form)")
            }
            let unasked = try await browser.post("/boxes/1/ticked", ["item-1": "on"], client)
            #expect(unasked.status == .badRequest)
            #expect(unasked.text.contains("Choose what to do with the items: move, set their quantity or remove."))
            let page = try await browser.get("/boxes/1", client).text
            #expect(page.contains("Kettle") && page.contains("Mugs") && !page.contains("× 0"))
            #expect(try await useCases.queries.history(of: nil, .first).totalCount == before, "nothing was recorded")
        }
    }

    @Test("one Save changes title, location and note together; one made from an old version changes nothing")
    func detailsTogether() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let form = ["title": "Pantry", "location": "Cellar", "note": "Jars", "version": "1"]
            #expect(try await browser.post("/boxes/1/details", form, client).location == "/boxes/1")
            let page = try await browser.get("/boxes/1", client).text
            #expect(page.contains("Pantry") && page.contains("Cellar") && page.contains("Jars"))
            #expect(page.contains(#"<input type="hidden" name="version" value="2">"#))
            // A second phone that still shows version 1 tries to change the location only.
            let stale = ["title": "Kitchen", "location": "Loft", "note": "Jars", "version": "1"]
            let refused = try await browser.post("/boxes/1/details", stale, client)
            #expect(refused.status == .conflict)
            #expect(refused.text.contains("Box #1 was changed by someone else"))
            #expect(
                refused.text.contains("(it is now at version 2: “Pantry”, at Cellar, note “Jars”)"), "what it is now")
            #expect(refused.text.contains(#"value="Loft""#), "what was typed is kept")
            #expect(refused.text.contains(#"name="version" value="2""#), "sending it again applies it")
            let after = try await browser.get("/boxes/1", client).text
            #expect(after.contains("Pantry") && after.contains("Cellar") && !after.contains("Loft"))
            let blank = try await browser.post("/boxes/1/details", ["title": " ", "location": "Shed"], client)
            #expect(blank.status == .unprocessableContent)
            #expect(blank.text.contains(#"<p id="box-title-error" class="error" role="alert">"#))
            #expect(!blank.text.contains("box-location-error"))
            #expect(try await browser.get("/boxes/1", client).text.contains("Cellar"), "nothing was changed")
            let forged = try await browser.post("/boxes/1/details", ["title": "Loft", "version": "latest"], client)
            #expect(forged.status == .unprocessableContent)
            #expect(forged.text.contains("Version must be a whole number, not &#39;latest&#39;."))
            let item = try await browser.post("/boxes/1/items/1/details", ["title": "Mugs", "version": "2x"], client)
            #expect(item.status == .unprocessableContent)
            let unchanged = try await browser.get("/boxes/1", client).text
            #expect(unchanged.contains("Pantry") && !unchanged.contains("Loft") && !unchanged.contains("Mugs"))
        }
    }

    @Test("a form that goes through after a refusal forgets the refusal, which the next visit no longer shows")
    func refusalForgotten() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let form = ["title": "Cups", "quantity": "lots", "return_to": "/boxes/1"]
            let refused = try await browser.post("/boxes/1/items", form, client)
            var refusedBrowser = browser
            refusedBrowser.cookies["tote_refused"] = refused.setCookies["tote_refused"]
            #expect(try await refusedBrowser.get("/boxes/1", client).text.contains("Quantity must be a whole number"))
            var fixed = form
            fixed["quantity"] = "2"
            let added = try await refusedBrowser.post("/boxes/1/items", fixed, client)
            #expect(added.location == "/boxes/1?added=2")
            #expect(added.setCookies["tote_refused"] == "", "the refusal is forgotten")
        }
    }

    @Test("an unknown box or a path that is no number is a 404 page")
    func unknownBox() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let missing = try await browser.get("/boxes/99", client)
            #expect(missing.status == .notFound)
            #expect(missing.text.contains("There is no box #99."))
            #expect(!missing.text.contains("No inventory"), "the header names no inventory it is not about")
            #expect(try await browser.get("/boxes/abc", client).status == .notFound)
            #expect(try await browser.post("/boxes/1/items/77/details", ["title": "X"], client).status == .notFound)
            #expect(try await browser.get("/boxes/1/items/77", client).status == .notFound)
        }
    }

    private func boxCount(_ environment: TestEnvironment, _ token: SecretToken) async throws -> Int {
        let useCases = try await environment.server.useCases(
            of: Inventory.localID, for: try await environment.server.access.authenticate(token))
        return try await useCases.queries.listBoxes(.first).totalCount
    }
}
