import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@testable import ToteWeb

@Suite("Arrivals pages")
struct ArrivalsRouteTests {
    @Test("rooms are counted, a room's boxes are checked off with one tap each, and a second tap is harmless")
    func checkOff() async throws {
        let environment = TestEnvironment()
        let (browser, token) = try await environment.ownerWithKitchen()
        let useCases = try await environment.server.useCases(
            of: Inventory.localID, for: try await environment.server.access.authenticate(token))
        let books = try await useCases.commands.provisionBox(ProvisionBoxRequest(title: "Books"))
        try await useCases.commands.changeBoxes(
            ChangeBoxesRequest(boxes: [try BoxNumber(1), books], change: .room("Living room")))
        try await environment.webApplication().test(.router) { client in
            let rooms = try await browser.get("/arrivals", client).text
            #expect(rooms.contains("0 of 2 boxes arrived"))
            #expect(rooms.contains("href=\"/arrivals?room=Living%20room\""))
            let room = try await browser.get("/arrivals?room=living%20room", client).text
            #expect(room.contains("<h1>Living room</h1>"))
            #expect(room.components(separatedBy: "class=\"primary arrive\"").count == 3)

            let tapped = try await browser.post("/arrivals/arrive", ["box": "2", "room": "Living room"], client)
            #expect(tapped.status == .seeOther)
            #expect(tapped.location == "/arrivals?room=Living%20room")
            let after = try await browser.follow(tapped, client)
            #expect(after.contains("1 of 2 boxes arrived"))
            #expect(after.contains("Marked box #2 Books arrived (it was packing)."))
            #expect(after.contains("✓ arrived"))
            let again = try await browser.post("/arrivals/arrive", ["box": "2", "room": "Living room"], client)
            #expect(try await browser.follow(again, client).contains("had arrived already"))

            let unknown = try await browser.post("/arrivals/arrive", ["box": "9", "room": "Living room"], client)
            #expect(unknown.location == "/arrivals?room=Living%20room")
            #expect(try await browser.follow(unknown, client).contains("There is no box #9"))
            let nonsense = try await browser.post("/arrivals/arrive", ["box": "x", "room": "Living room"], client)
            #expect(nonsense.status == .seeOther)
            #expect(try await browser.follow(nonsense, client).contains("&#39;x&#39; is not a box number"))
            let long = try await browser.get("/arrivals?room=" + String(repeating: "r", count: 201), client)
            #expect(long.status == .unprocessableContent)
            #expect(long.text.contains("Room is 201 characters long; at most 200 are allowed."))
        }
        #expect(try await useCases.queries.arrivals().first?.arrived == 1)
    }

    @Test("a box's page sets where it goes, how far it has come and its marks, in one change")
    func boxPageForm() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let page = try await browser.get("/boxes/1", client).text
            #expect(page.contains("action=\"/boxes/1/moving?csrf="))
            #expect(page.contains("<option value=\"packing\" selected>packing</option>"))
            let saved = try await browser.post(
                "/boxes/1/moving", ["room": "Kitchen", "status": "sealed", "fragile": "on"], client)
            #expect(saved.location == "/boxes/1")
            let shown = try await browser.follow(saved, client)
            #expect(shown.contains("For the Kitchen · sealed · fragile"))
            #expect(shown.contains("Marked box #1 Kitchen sealed (it was packing)."))
            #expect(shown.contains("href=\"/arrivals?room=Kitchen\""))
            let refused = try await browser.post("/boxes/1/moving", ["room": "Hall", "status": "flying"], client)
            #expect(refused.location == "/boxes/1")
            #expect(try await browser.get("/boxes/1", client).text.contains("For the Kitchen"))
        }
    }
}

@Suite("Labels pages")
struct LabelsRouteTests {
    @Test("the form prints sheets of every box or those named, styled from an asset, and says what is wrong")
    func printing() async throws {
        let environment = TestEnvironment(publicURL: try PublicURL("https://boxes.example.org"))
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let form = try await browser.get("/labels", client).text
            #expect(form.contains("action=\"/labels/print\""))
            #expect(form.contains("<option value=\"3x8\" selected>3 × 8</option>"))
            let sheets = try await browser.get("/labels/print?boxes=1&paper=letter&layout=2x4&skip=3", client)
            #expect(sheets.status == .ok)
            #expect(sheets.text.contains("<link rel=\"stylesheet\" href=\"/assets/labels/letter.css\">"))
            #expect(sheets.text.contains("<script src=\"/assets/print.js\"></script>"))
            #expect(sheets.text.contains("<h1>Box labels</h1>"))
            #expect(sheets.text.contains("<p>1 label on 1 sheet of US Letter, 2 × 4.</p>"))
            #expect(sheets.text.contains("<button type=\"button\" id=\"print\">Print</button>"))
            #expect(
                sheets.text.contains(
                    "<a href=\"/labels?boxes=1&amp;paper=letter&amp;layout=2x4&amp;skip=3\">Back to the labels form</a>"
                ))
            #expect(sheets.text.contains("Print at 100 %"))
            #expect(sheets.text.contains("height=\"279.4mm\""))
            #expect(!sheets.text.contains("<style>"))
            let style = try await browser.get("/assets/labels/letter.css", client)
            #expect(style.text.contains("@page { size: 215.9mm 279.4mm; margin: 0; }"))
            #expect(style.text.contains("@media print {\n  .controls { display: none; }"))
            let printer = try await browser.get("/assets/labels/62x100mm.css", client)
            #expect(printer.text.contains("@page { size: 62mm 100mm; margin: 0; }"))
            for unknown in ["a3.css", "62x100mm", "0x0mm.css"] {
                let status = try await browser.get("/assets/labels/\(unknown)", client).status
                #expect(status == .notFound, "\(unknown)")
            }
            #expect(try await browser.get("/assets/print.js", client).text.contains("window.print()"))
            let roll = try await browser.get("/labels/print?boxes=1&paper=62x100mm&layout=3x8&contents=all", client)
            #expect(roll.text.contains("<link rel=\"stylesheet\" href=\"/assets/labels/62x100mm.css\">"))
            #expect(roll.text.contains("<p>1 label of 62 × 100 mm, one a page.</p>"))
            #expect(roll.text.contains("width=\"62mm\" height=\"100mm\""))
            #expect(roll.text.contains(">Kettle</text>"))
            let chosen = try await browser.get("/labels?paper=62x100mm&contents=all", client).text
            #expect(chosen.contains("<option value=\"62x100mm\" selected>Label printer: 62 mm continuous roll"))
            #expect(chosen.contains("name=\"contents\" value=\"all\""))
            let box = try await browser.get("/boxes/1", client).text
            #expect(box.contains("<a href=\"/labels?boxes=1&amp;layout=1x1&amp;contents=all\">Contents sheet</a>"))
            let sheetForm = try await browser.get("/labels?boxes=1&layout=1x1&contents=all", client).text
            #expect(sheetForm.contains("<option value=\"1x1\" selected>1 × 1: a contents sheet per box"))
            let typed = try await browser.get("/labels?paper=70x40mm", client).text
            #expect(typed.contains("<option value=\"70x40mm\" selected>Label printer: 70x40mm</option>"))
            let every = try await browser.get("/labels/print?boxes=&paper=a4&layout=3x8&skip=0", client)
            #expect(every.text.contains("#1</text>"))
            for (query, message) in [
                ("boxes=7", "There is no box #7 to make a label for."),
                ("boxes=1&layout=9x30", "9x30 labels do not fit on a4 paper"),
                ("boxes=1&skip=24", "labels to skip must be from 0 to 23, the used labels of one sheet of 24, not 24"),
                ("boxes=1&skip=x", "labels to skip must be from 0 to 23, the used labels of one sheet of 24, not x"),
                ("boxes=3-1", "is not a range of box numbers"),
                ("boxes=1&contents=many", "is not a number of items to list on each label"),
                ("boxes=1&paper=1x1mm", "is 1 × 1 mm; a label printer&#39;s label must be at least 20 mm"),
            ] {
                let refused = try await browser.get("/labels/print?" + query, client)
                #expect(refused.status == .unprocessableContent, "\(query)")
                #expect(refused.text.contains(message), "\(query)")
            }
        }
    }
}
