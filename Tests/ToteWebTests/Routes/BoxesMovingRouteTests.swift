import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@testable import ToteWeb

@Suite("Boxes page on moving day")
struct BoxesMovingRouteTests {
    /// An owner's browser with boxes #1 Kitchen and #3 Plates for the Kitchen (Plates sealed and fragile), #2 Books
    /// for no room yet, and the owner's use cases.
    private static func arrange(_ environment: TestEnvironment) async throws -> (WebSession, InventoryUseCases) {
        let (browser, token) = try await environment.ownerWithKitchen()
        let useCases = try await environment.server.useCases(
            of: Inventory.localID, for: try await environment.server.access.authenticate(token))
        _ = try await useCases.commands.provisionBox(ProvisionBoxRequest(title: "Books"))
        let plates = try await useCases.commands.provisionBox(ProvisionBoxRequest(title: "Plates"))
        try await useCases.commands.changeBoxes(
            ChangeBoxesRequest(boxes: [try BoxNumber(1), plates], change: .room("Kitchen")))
        try await useCases.commands.changeBoxes(
            ChangeBoxesRequest(boxes: [plates], changes: [.status("sealed"), .mark("fragile")]))
        return (browser, useCases)
    }

    @Test("boxes are counted by status, mark and room, each count leading to its boxes; filters narrow the list")
    func countsAndFilters() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await Self.arrange(environment)
        try await environment.webApplication().test(.router) { client in
            let page = try await browser.get("/boxes", client).text
            #expect(page.contains("<a class=\"chip\" href=\"/boxes?status=packing\">packing <b>2</b></a>"))
            #expect(page.contains("<a class=\"chip\" href=\"/boxes?status=sealed\">sealed <b>1</b></a>"))
            #expect(page.contains("<a class=\"chip\" href=\"/boxes?mark=fragile\">fragile <b>1</b></a>"))
            #expect(page.contains("<a class=\"chip\" href=\"/boxes?room=Kitchen\">Kitchen <b>2</b></a>"))
            #expect(page.contains("For the Kitchen · sealed · fragile"))
            #expect(page.contains("<option value=\"Kitchen\"></option>"))

            let sealed = try await browser.get("/boxes?status=sealed", client).text
            #expect(sealed.contains("href=\"/boxes?status=sealed\" aria-current=\"page\""))
            #expect(sealed.contains("Plates") && !sealed.contains("Books"))
            let narrowed = try await browser.get("/boxes?room=kitchen&status=packing&mark=&q=kit", client).text
            #expect(narrowed.contains("1 box for the kitchen, packing, with “kit” in the title or location."))
            #expect(narrowed.contains("href=\"/boxes/1\"") && !narrowed.contains("href=\"/boxes/3\""))
            let none = try await browser.get("/boxes?room=Hall&mark=open-first", client).text
            #expect(none.contains("No box is like that."))

            for (query, message) in [
                ("status=flying", "&#39;flying&#39; is not a status; use packing, sealed, loaded, arrived"),
                ("mark=heavy", "&#39;heavy&#39; is not a mark; use fragile or open-first."),
                ("room=" + String(repeating: "r", count: 201), "Room is 201 characters long; at most 200"),
            ] {
                let refused = try await browser.get("/boxes?" + query, client)
                #expect(refused.status == .unprocessableContent, "\(query)")
                #expect(refused.text.contains(message), "\(query)")
            }
        }
    }

    @Test("boxes ticked, typed or listed change together in one change, and the list shows again as it was")
    func changeMany() async throws {
        let environment = TestEnvironment()
        let (browser, useCases) = try await Self.arrange(environment)
        try await environment.webApplication().test(.router) { client in
            let page = try await browser.get("/boxes?sort=title", client).text
            #expect(
                page.contains("action=\"/boxes/changes?csrf=\(try #require(browser.pageToken))\" id=\"change-boxes\""))
            #expect(page.contains("form=\"change-boxes\" id=\"pick-2\" name=\"box-2\" value=\"2\""))
            #expect(page.contains("name=\"return_to\" value=\"/boxes?sort=title\""))

            let loaded = try await browser.post(
                "/boxes/changes",
                ["box-1": "1", "box-2": "2", "numbers": "3", "status": "loaded", "return_to": "/boxes?sort=title"],
                client)
            #expect(loaded.status == .seeOther)
            #expect(loaded.location == "/boxes?sort=title")
            #expect(try await browser.follow(loaded, client).contains("Changed 3 boxes."))
            let statuses = try await useCases.queries.listBoxes(.first).entries.map(\.status)
            #expect(statuses == [.loaded, .loaded, .loaded])

            let moved = try await browser.post(
                "/boxes/changes",
                ["every": "on", "room": "Dining room", "open_first": "mark", "return_to": "/boxes?room=kitchen"],
                client)
            #expect(moved.location == "/boxes?room=kitchen")
            #expect(try await browser.follow(moved, client).contains("Changed 2 boxes."))
            let boxes = try await useCases.queries.listBoxes(.first).entries
            #expect(boxes.map { $0.room?.text } == ["Dining room", nil, "Dining room"])
            #expect(boxes.map { $0.marks.contains(.openFirst) } == [true, false, true])

            let cleared = try await browser.post(
                "/boxes/changes", ["numbers": "1-3", "clear_room": "on", "fragile": "unmark"], client)
            #expect(try await browser.follow(cleared, client).contains("Changed 2 boxes (1 already like that)."))
            #expect(try await useCases.queries.boxCounts().rooms.isEmpty)
        }
    }

    @Test("a bulk change the person can fix is refused whole with the reason, the form kept, and nothing changed")
    func refused() async throws {
        let environment = TestEnvironment()
        let (browser, useCases) = try await Self.arrange(environment)
        let before = try await useCases.queries.history(of: nil, .first).totalCount
        try await environment.webApplication().test(.router) { client in
            let cases: [([String: String], String)] = [
                (["status": "sealed"], "Box numbers must not be empty."),
                (["numbers": "1 2"], "Choose what to change: a room, a status or a mark."),
                (["numbers": "1-5", "status": "sealed"], "There is no box #4 or #5; no box was changed."),
                (["numbers": "3-1", "status": "sealed"], "&#39;3-1&#39; is not a range of box numbers"),
                (["numbers": "1-100000", "status": "sealed"], "100000 box numbers are too many for one change"),
                (["numbers": "1", "status": "flying"], "&#39;flying&#39; is not a status"),
                (["numbers": "1", "fragile": "maybe"], "&#39;maybe&#39; is not a mark; use mark or unmark."),
                (["numbers": "1", "room": String(repeating: "r", count: 201)], "Room is 201 characters long"),
                (["box-1": "1", "numbers": "x", "status": "sealed"], "&#39;x&#39; is not a box number"),
            ]
            for (fields, message) in cases {
                let refused = try await browser.post("/boxes/changes", fields, client)
                #expect(refused.status.code / 100 == 4, "\(fields)")
                #expect(refused.text.contains("id=\"change-error\" class=\"error\" role=\"alert\""), "\(fields)")
                #expect(refused.text.contains(message), "\(fields)")
                if let numbers = fields["numbers"] { #expect(refused.text.contains("value=\"\(numbers)\"")) }
            }
            for back in ["/boxes?status=flying", "/history"] {
                let unreadable = try await browser.post(
                    "/boxes/changes", ["every": "on", "status": "sealed", "return_to": back], client)
                #expect(unreadable.status == .badRequest, "\(back)")
                #expect(unreadable.text.contains("The list of boxes the form was sent from cannot be read."), "\(back)")
            }
            let kept = try await browser.post(
                "/boxes/changes", ["box-2": "2", "status": "flying", "return_to": "/boxes?status=packing"], client)
            #expect(kept.text.contains("name=\"box-2\" value=\"2\" aria-label=\"Choose box #2 Books\" checked"))
            #expect(kept.text.contains("2 boxes packing."))
        }
        #expect(try await useCases.queries.history(of: nil, .first).totalCount == before)
    }

    @Test("a viewer sees the counts but no way to change boxes, and a posted change is refused")
    func viewer() async throws {
        let environment = TestEnvironment()
        let (_, ownerToken) = try await environment.ownerWithKitchen()
        let viewer = WebSession(token: try await environment.addMember("vera", role: .viewer, invitedWith: ownerToken))
        try await environment.webApplication().test(.router) { client in
            let page = try await viewer.get("/boxes", client).text
            #expect(page.contains("packing <b>1</b>"))
            #expect(!page.contains("change-boxes") && !page.contains("name=\"box-1\""))
            let refused = try await viewer.post("/boxes/changes", ["numbers": "1", "status": "sealed"], client)
            #expect(refused.status == .forbidden)
        }
    }
}
