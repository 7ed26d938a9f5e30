import Foundation
import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@testable import ToteWeb

@Suite("Messages that confirm a change and undo it")
struct UndoRouteTests {
    /// The page the browser goes to after `response`, with the message the response left.
    private func follow(
        _ response: TestResponse, _ browser: WebSession, _ client: some TestClientProtocol
    ) async throws -> TestResponse {
        let flash: String = try #require(response.setCookies[Flash.cookieName])
        var next = browser
        next.cookies[Flash.cookieName] = flash
        return try await next.get(try #require(response.location), client)
    }

    /// The hidden fields of the page's Undo form, by name, and where it posts; without the page's form key, so that
    /// posting them twice is two requests.
    private func undoForm(_ page: TestResponse) throws -> (action: String, fields: [String: String]) {
        let flash = try #require(page.text.firstMatch(of: /<div id="flash".*?<\/div>/.dotMatchesNewlines())).0
        let form = try #require(
            flash.firstMatch(of: /<form method="post" action="([^"?]+)\?csrf=[^"]*"(.*?)Undo/.dotMatchesNewlines()))
        var fields: [String: String] = [:]
        for input in form.2.matches(of: /name="([^"]+)" value="([^"]*)"/)
        where !["form_key", "return_to"].contains(input.1) {
            fields[String(input.1)] = String(input.2)
        }
        return (String(form.1), fields)
    }

    @Test("a moved item is confirmed on the next page, shown once, and moved back by its Undo")
    func moveAndUndo() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            _ = try await browser.post("/boxes", ["title": "Hall"], client)
            let moved = try await browser.post("/boxes/1/items/1/move", ["destination": "2"], client)
            #expect(moved.location == "/boxes/1")
            let page = try await follow(moved, browser, client)
            #expect(page.text.contains("<p>Moved item #1 Kettle from box #1 Kitchen to box #2 Hall.</p>"))
            #expect(page.text.contains("id=\"flash\" class=\"flash\" role=\"status\""))
            #expect(page.setCookies[Flash.cookieName] == "")
            #expect(!(try await browser.get("/boxes/1", client).text.contains("id=\"flash\"")))

            let undo = try undoForm(page)
            #expect(undo.action == "/boxes/1/move-back" && undo.fields == ["items": "1", "from": "2"])
            let undone = try await browser.post(undo.action, undo.fields, client)
            #expect(undone.location == "/boxes/1")
            let back = try await follow(undone, browser, client)
            #expect(back.text.contains("Moved item #1 Kettle from box #2 Hall to box #1 Kitchen."))
            #expect(back.text.contains("Kettle</a>"))

            let again = try await browser.post(undo.action, undo.fields, client)
            #expect(again.location == "/boxes/1")
            let refused = try await follow(again, browser, client)
            #expect(refused.text.contains("class=\"flash flash-error\" role=\"alert\""))
            #expect(refused.text.contains("Item #1 is no longer in box #2, so nothing was moved"))
        }
    }

    @Test("emptying a box is undone by moving exactly the items it moved back")
    func emptyAndUndo() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            _ = try await browser.post("/boxes/1/items", ["title": "Mugs", "quantity": "4"], client)
            _ = try await browser.post("/boxes", ["title": "Hall"], client)
            _ = try await browser.post("/boxes/2/items", ["title": "Hat", "quantity": "1"], client)
            let emptied = try await browser.post("/boxes/1/empty", ["destination": "2"], client)
            let page = try await follow(emptied, browser, client)
            #expect(page.text.contains("Moved 2 items from box #1 Kitchen to box #2 Hall."))
            let undo = try undoForm(page)
            #expect(undo.action == "/boxes/1/move-back" && undo.fields == ["items": "1-2", "from": "2"])
            _ = try await browser.post(undo.action, undo.fields, client)
            #expect(try await browser.get("/boxes/1", client).text.contains("2 items"))
            #expect(try await browser.get("/boxes/2", client).text.contains("1 item"))
        }
    }

    @Test("a place holding boxes asks where they go, sends them there, and its Undo packs them back")
    func removeContainerAndUndo() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            _ = try await browser.post("/boxes", ["title": "Unit 12", "kind": "place"], client)
            _ = try await browser.post("/boxes", ["title": "Shelf 3", "kind": "place"], client)
            _ = try await browser.post("/boxes/3/pack", ["destination": "2"], client)
            _ = try await browser.post("/boxes/1/pack", ["destination": "3"], client)
            let shelf = try await browser.get("/boxes/3", client).text
            #expect(shelf.contains("The box in it stays: you say where it goes."))
            #expect(shelf.contains(#"<a class="button danger" href="/boxes/3/remove">Remove place #3…</a>"#))
            let confirm = try await browser.get("/boxes/3/remove", client).text
            #expect(confirm.contains("It holds #1 Kitchen. Put it into box or place"))
            #expect(confirm.contains(#"name="boxes_into" value="2""#), "it offers the place the shelf is in")

            let inside = try await browser.post("/boxes/3/remove", ["boxes_into": "1"], client)
            #expect(inside.status == .conflict)
            #expect(
                inside.text.contains(
                    "What box #3 holds cannot go into box #1, which is inside it; nothing was removed."))
            let typo = try await browser.post("/boxes/3/remove", ["boxes_into": "shelf"], client)
            #expect(typo.status == .unprocessableContent)
            #expect(typo.text.contains("&#39;shelf&#39; is not a box number; write a box number as 12 or #12."))
            #expect(try await browser.get("/boxes/3", client).status == .ok, "nothing was removed")
            let removed = try await browser.post("/boxes/3/remove", ["boxes_into": "2"], client)
            #expect(removed.location == "/boxes")
            let list = try await follow(removed, browser, client)
            #expect(list.text.contains("Removed box #3 Shelf 3; the 1 box in it went into #2 Unit 12."))
            #expect(try await browser.get("/boxes/1", client).text.contains(#"<a href="/boxes/2">Unit 12</a>"#))

            let undo = try undoForm(list)
            let back = try await follow(try await browser.post(undo.action, undo.fields, client), browser, client)
            #expect(back.text.contains("Put back box #3 Shelf 3 and the 1 box it held."))
            #expect(try await browser.get("/boxes/1", client).text.contains(#"<a href="/boxes/3">Shelf 3</a>"#))
            let out = try await browser.post("/boxes/3/remove", ["boxes_into": " "], client)
            #expect(
                try await follow(out, browser, client).text.contains(
                    "the 1 box in it went out, on its own."))
        }
    }

    @Test("a box with items is removed after a confirmation, and its Undo puts it back with its items, once")
    func removeBoxAndUndo() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let box = try await browser.get("/boxes/1", client)
            #expect(box.text.contains("<a class=\"button danger\" href=\"/boxes/1/remove\">"))
            let confirm = try await browser.get("/boxes/1/remove", client)
            #expect(confirm.status == .ok)
            #expect(confirm.text.contains("Remove box #1 Kitchen and the 1 item in it?"))
            #expect(confirm.text.contains("name=\"with_items\" value=\"yes\""))
            #expect(confirm.text.contains("<a href=\"/boxes/1\">Keep it</a>"))

            let removed = try await browser.post("/boxes/1/remove", ["with_items": "yes"], client)
            #expect(removed.location == "/boxes")
            let list = try await follow(removed, browser, client)
            #expect(list.text.contains("Removed box #1 Kitchen with its 1 item."))
            let undo = try undoForm(list)
            #expect(undo.action == "/boxes/1/undo-removal" && undo.fields["removal"] != nil)

            let restored = try await browser.post(undo.action, undo.fields, client)
            #expect(restored.location == "/boxes/1")
            let back = try await follow(restored, browser, client)
            #expect(back.text.contains("Put back box #1 Kitchen with its 1 item."))
            #expect(back.text.contains("Kettle</a>") && back.text.contains("Garage, shelf 3"))

            let again = try await browser.post(undo.action, undo.fields, client)
            #expect(again.location == "/boxes")
            #expect(
                try await follow(again, browser, client).text.contains(
                    "There is nothing to undo: that removal was undone already."))
            let forged = try await browser.post(undo.action, ["removal": "not-an-id"], client)
            #expect(forged.location == "/boxes")
        }
    }

    @Test("a removed item is confirmed and put back into its box by its Undo")
    func removeItemAndUndo() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let removed = try await browser.post("/boxes/1/items/1/remove", [:], client)
            let page = try await follow(removed, browser, client)
            #expect(page.text.contains("Removed item #1 Kettle from box #1 Kitchen."))
            #expect(page.text.contains("This box is empty."))
            let undo = try undoForm(page)
            _ = try await browser.post(undo.action, undo.fields, client)
            #expect(try await browser.get("/boxes/1", client).text.contains("Kettle</a>"))
        }
    }

    @Test("a message whose Undo would post to another site shows without it")
    func foreignUndoIsDropped() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        let flash = Flash(message: "Hello", undo: Flash.Undo(action: "//elsewhere.example/x", fields: [:]))
        var cookie = browser
        cookie.cookies[Flash.cookieName] = try #require(
            flash.cookie(secure: false).description.firstMatch(of: /tote_flash=([^;]+)/)
        ).1.description
        let forged = cookie
        try await environment.webApplication().test(.router) { client in
            let page = try await forged.get("/boxes", client)
            #expect(page.text.contains("<p>Hello</p>"))
            #expect(!page.text.contains("elsewhere.example"))
        }
    }

    @Test("removing a member and leaving are asked once more")
    func memberConfirmations() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let leave = try await browser.get("/members/leave", client)
            #expect(leave.status == .ok)
            #expect(leave.text.contains("action=\"/members/leave?csrf="))
            #expect(leave.text.contains("<a href=\"/members\">Stay</a>"))
            #expect(try await browser.get("/members/\(UUID())/remove", client).status == .notFound)
            #expect(try await browser.get("/members/not-an-id/remove", client).status == .notFound)
        }
    }
}

@Suite("Every change is confirmed")
struct ConfirmationRouteTests {
    @Test("adding a box, changing a role, withdrawing an invitation and revoking a token each say what happened")
    func confirmed() async throws {
        let environment = TestEnvironment()
        let (owner, ownerToken) = try await environment.ownerWithKitchen()
        let editorToken = try await environment.addMember("eddie", role: .editor, invitedWith: ownerToken)
        let eddie = try await environment.server.access.authenticate(editorToken).account.id
        try await environment.webApplication().test(.router) { client in
            func message(_ response: TestResponse) async throws -> String {
                let flash: String = try #require(response.setCookies[Flash.cookieName])
                var next = owner
                next.cookies[Flash.cookieName] = flash
                let page = try await next.get(try #require(response.location), client).text
                return String(try #require(page.firstMatch(of: /<div id="flash"[^>]*>\s*<p>([^<]+)<\/p>/)).1)
            }
            let added = try await owner.post("/boxes", ["title": "Books"], client)
            #expect(try await message(added) == "Added box #2. Now add what goes in it.")
            let role = try await owner.post("/members/\(eddie)/role", ["role": "viewer"], client)
            #expect(try await message(role).hasPrefix("The role was changed"))
            _ = try await owner.post("/members/invite", ["role": "editor"], client)
            let members = try await owner.get("/members", client).text
            let withdraw = String(
                try #require(members.firstMatch(of: /\/members\/invitations\/[^\/"]+\/revoke/)).output)
            #expect(try await message(try await owner.post(withdraw, [:], client)).hasPrefix("The invitation was"))
        }
    }
}

@Suite("Undo with bad input")
struct UndoInputRouteTests {
    @Test(
        "an undo whose fields name no removal or no items is refused with its message, and nothing changes",
        arguments: [
            (
                "/boxes/1/undo-removal", ["removal": "not-an-id"], "/boxes",
                "There is nothing to undo: that removal was undone already."
            ),
            (
                "/boxes/1/move-back", ["items": "1-", "from": "2"], "/boxes/1",
                "&#39;&#39; is not an item number; write an item number as 40 or #40."
            ),
            (
                "/boxes/1/move-back", ["items": "1", "from": "two"], "/boxes/1",
                "&#39;two&#39; is not a box number; write a box number as 12 or #12."
            ),
            ("/boxes/1/move-back", ["items": "1", "from": "2"], "/boxes/1", "Item #1 is no longer in box #2"),
        ])
    func refused(_ action: String, _ fields: [String: String], _ next: String, _ message: String) async throws {
        let environment = TestEnvironment()
        let (browser, token) = try await environment.ownerWithKitchen()
        let useCases = try await environment.server.useCases(
            of: Inventory.localID, for: try await environment.server.access.authenticate(token))
        let eventCount: @Sendable () async throws -> Int = {
            try await useCases.queries.history(of: nil, .first).totalCount
        }
        try await environment.webApplication().test(.router) { client in
            _ = try await browser.post("/boxes", ["title": "Hall"], client)
            let before = try await eventCount()
            let response = try await browser.post(action, fields.merging(["return_to": next]) { $1 }, client)
            #expect(response.location == next)
            #expect(response.setCookies[Flash.refusedCookieName] == nil)
            let flash: String = try #require(response.setCookies[Flash.cookieName])
            var shown = browser
            shown.cookies[Flash.cookieName] = flash
            let page = try await shown.get(next, client).text
            #expect(page.contains("class=\"flash flash-error\" role=\"alert\""))
            #expect(page.contains(message))
            #expect(try await eventCount() == before)
        }
        #expect(try await useCases.queries.showItem(try ItemNumber(1)).box.number.value == 1)
    }
}
