import Foundation
import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting
import ToteLabels

@testable import ToteWeb

@Suite("Scanning")
struct ScanRouteTests {
    /// The owner's browser, box #1 Kitchen (for the Kitchen) and box #2 Books, and the texts of their labels.
    struct Scene {
        let environment: TestEnvironment
        let browser: WebSession
        let useCases: InventoryUseCases
        let kitchen: String
        let books: String
    }

    static func scene(codeReader: (any CodeReader)? = nil) async throws -> Scene {
        let environment = TestEnvironment(codeReader: codeReader)
        let (browser, token) = try await environment.ownerWithKitchen()
        let useCases = try await environment.server.useCases(
            of: Inventory.localID, for: try await environment.server.access.authenticate(token))
        _ = try await useCases.commands.provisionBox(ProvisionBoxRequest(title: "Books"))
        try await useCases.commands.changeBoxes(
            ChangeBoxesRequest(boxes: [try BoxNumber(1)], changes: [.room("Kitchen"), .mark("fragile")]))
        let boxes = try await useCases.queries.listBoxes(.first).entries
        let address = try PublicURL("http://127.0.0.1:8080")
        return Scene(
            environment: environment, browser: browser, useCases: useCases,
            kitchen: LabelCode(of: boxes[0]).text(at: address), books: LabelCode(of: boxes[1]).text(at: address))
    }

    static func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
    }

    @Test("a scan marks its box arrived, shows the room and marks, counts the move, and a second scan changes nothing")
    func arrive() async throws {
        let scene = try await Self.scene()
        try await scene.environment.webApplication().test(.router) { client in
            let page = try await scene.browser.get("/scan", client).text
            #expect(page.contains("class=\"scan-link\" href=\"/scan\" aria-current=\"page\">Scan</a>"))
            #expect(page.contains("value=\"arrived\""))
            #expect(page.contains("data-live=\"none\""))
            let boxes = try await scene.browser.get("/boxes", client).text
            #expect(boxes.contains("class=\"scan-link\" href=\"/scan\">Scan</a>"))

            let scanned = try await scene.browser.post(
                "/scan/mark", ["label": scene.kitchen, "status": "arrived", "form_key": "k1"], client)
            #expect(scanned.status == .ok)
            let body = try Self.json(scanned)
            let box = try #require(body["box"] as? [String: Any])
            #expect(box["number"] as? Int == 1)
            #expect(box["room"] as? String == "Kitchen")
            #expect(box["marks"] as? [String] == ["fragile"])
            #expect(box["status"] as? String == "arrived")
            #expect(body["changed"] as? Bool == true)
            #expect(body["was"] as? String == "packing")
            #expect(body["message"] as? String == "Box #1 arrived.")
            let progress = try #require(body["progress"] as? [String: Any])
            #expect(progress["text"] as? String == "1 of 2 arrived — 1 to go")
            let missing = try #require(progress["missing"] as? [[String: Any]])
            #expect(missing.map { $0["number"] as? Int } == [2])

            let again = try await scene.browser.post(
                "/scan/mark", ["label": scene.kitchen, "status": "arrived", "form_key": "k2"], client)
            #expect(try Self.json(again)["changed"] as? Bool == false)
            #expect(try Self.json(again)["message"] as? String == "Box #1 was arrived already; nothing was changed.")

            let typed = try await scene.browser.post(
                "/scan/mark", ["number": "#2", "status": "loaded", "form_key": "k3"], client)
            #expect(try Self.json(typed)["message"] as? String == "Box #2 loaded.")
            let undone = try await scene.browser.post(
                "/scan/mark", ["number": "2", "status": "packing", "form_key": "k4"], client)
            #expect(undone.status == .unprocessableContent)
            #expect(
                try Self.json(undone)["message"] as? String
                    == "A scan marks boxes sealed, loaded or arrived, not packing.")
        }
        let history = try await scene.useCases.queries.history(of: try BoxNumber(1), .first).entries
        #expect(history.filter { $0.event.kind == .boxStatusChanged }.count == 1)
    }

    @Test("two scans move a box into the box or place scanned second; the undo sends it back; refusals change nothing")
    func move() async throws {
        let scene = try await Self.scene()
        let unit = try await scene.useCases.commands.provisionBox(ProvisionBoxRequest(title: "Unit 12", kind: .place))
        try await scene.environment.webApplication().test(.router) { client in
            let page = try await scene.browser.get("/scan", client).text
            #expect(page.contains(#"value="move""#))
            let moved = try await scene.browser.post(
                "/scan/move", ["label": scene.kitchen, "into_label": scene.books, "form_key": "m1"], client)
            #expect(moved.status == .ok)
            let body = try Self.json(moved)
            #expect((body["box"] as? [String: Any])?["number"] as? Int == 1)
            #expect((body["into"] as? [String: Any])?["number"] as? Int == 2)
            #expect(body["was"] is NSNull)
            #expect(body["changed"] as? Bool == true)
            #expect(body["message"] as? String == "Box #1 Kitchen is now in #2 Books.")

            let again = try await scene.browser.post(
                "/scan/move", ["number": "1", "into_number": "#2", "form_key": "m2"], client)
            #expect(
                try Self.json(again)["message"] as? String == "Box #1 was in #2 Books already; nothing was changed.")
            let onward = try await scene.browser.post(
                "/scan/move", ["number": "1", "into_number": "\(unit.value)", "form_key": "m3"], client)
            #expect(try Self.json(onward)["was"] as? Int == 2)
            #expect(try Self.json(onward)["message"] as? String == "Box #1 Kitchen is now in #3 Unit 12.")
            let back = try await scene.browser.post(
                "/scan/move", ["number": "1", "into_number": "2", "form_key": "m4"], client)
            #expect(try Self.json(back)["was"] as? Int == 3)
            let out = try await scene.browser.post(
                "/scan/move", ["number": "1", "out": "yes", "form_key": "m5"], client)
            #expect(try Self.json(out)["message"] as? String == "Box #1 Kitchen now stands on its own.")

            let events = try await scene.useCases.queries.history(of: nil, .first).totalCount
            let refusals: [([String: String], Int, String)] = [
                (["number": "3", "into_number": "1"], 409, "Place #3 cannot go into box #1: a place goes only"),
                (["number": "1", "into_number": "1"], 409, "Box #1 cannot go into itself; nothing was moved."),
                (["number": "1", "into_number": "9"], 404, "There is no box #9."),
                (["number": "1", "into_label": "WIFI:S:Home;;"], 422, "This code is not a Tote label"),
                (["number": "1"], 422, "Box number must not be empty."),
            ]
            for (fields, status, message) in refusals {
                let refused = try await scene.browser.post(
                    "/scan/move", fields.merging(["form_key": UUID().uuidString]) { $1 }, client)
                #expect(refused.status.code == status, "\(fields)")
                #expect((try Self.json(refused)["message"] as? String)?.hasPrefix(message) == true, "\(fields)")
            }
            #expect(try await scene.useCases.queries.history(of: nil, .first).totalCount == events)
        }
        #expect(try await scene.useCases.queries.showBox(try BoxNumber(1)).containers.isEmpty)
    }

    @Test("a scan sent again with its key is answered again and changes the box once")
    func sentTwice() async throws {
        let scene = try await Self.scene()
        try await scene.environment.webApplication().test(.router) { client in
            let fields = ["label": scene.books, "status": "sealed", "form_key": "once"]
            let first = try await scene.browser.post("/scan/mark", fields, client)
            let second = try await scene.browser.post("/scan/mark", fields, client)
            #expect(first.text == second.text)
            #expect(try Self.json(second)["changed"] as? Bool == true)
        }
        let history = try await scene.useCases.queries.history(of: try BoxNumber(2), .first).entries
        #expect(history.filter { $0.event.kind == .boxStatusChanged }.count == 1)
    }

    @Test(
        "a code that names no box of this inventory is named for what it is and changes nothing",
        arguments: [
            ("https://shop.example/product/4006381333931", "This code is not a Tote label; nothing was changed."),
            ("WIFI:S:Home;T:WPA;P:secret;;", "This code is not a Tote label; nothing was changed."),
            ("http://127.0.0.1:8080/boxes/1?k=ffffffff", "This label (box #1) is from another inventory; nothing"),
            ("http://elsewhere.example/boxes/1?k=0000000g", "This code is not a Tote label"),
            ("http://elsewhere.example/boxes/9?k=12345678", "This label (box #9) is from another inventory"),
            ("http://127.0.0.1:8080/boxes/1", "This label was printed before labels said which inventory they belong"),
            ("http://127.0.0.1:8080/boxes/1?k=12345678&x=1", "This code is not a Tote label"),
            ("http://127.0.0.1:8080/boxes/%31?k=12345678", "This code is not a Tote label"),
        ])
    func foreign(label: String, message: String) async throws {
        let scene = try await Self.scene()
        try await scene.environment.webApplication().test(.router) { client in
            let refused = try await scene.browser.post(
                "/scan/mark", ["label": label, "status": "arrived", "form_key": UUID().uuidString], client)
            #expect(refused.status == .unprocessableContent)
            #expect((try Self.json(refused)["message"] as? String)?.hasPrefix(message) == true)
            let found = try await scene.browser.get(
                "/scan/box?label=" + (label.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""), client)
            #expect(found.status == .unprocessableContent)
        }
        let boxes = try await scene.useCases.queries.listBoxes(.first).entries
        #expect(boxes.map(\.status) == [.packing, .packing])
    }

    @Test("a label of a box in another of the person's inventories says which, and changes nothing in either")
    func yourOtherInventory() async throws {
        let environment = TestEnvironment()
        let token = try await environment.setUpOwner()
        let principal = try await environment.server.access.authenticate(token)
        let storage = try await environment.server.memberships.createInventory(named: "Storage unit", by: principal)
        let member = try await environment.server.access.authenticate(token)
        let there = try await environment.server.useCases(of: storage, for: member)
        _ = try await there.commands.provisionBox(ProvisionBoxRequest(title: "Winter tyres"))
        let tyres = try #require(try await there.queries.listBoxes(.first).entries.first)
        let home = try await environment.server.useCases(of: Inventory.localID, for: member)
        _ = try await home.commands.provisionBox(ProvisionBoxRequest(title: "Kitchen"))
        let label = LabelCode(of: tyres).text(at: try PublicURL("https://boxes.example.org"))
        let browser = WebSession(token: token, inventory: Inventory.localID.description)
        try await environment.webApplication().test(.router) { client in
            let refused = try await browser.post(
                "/scan/mark", ["label": label, "status": "arrived", "form_key": "x"], client)
            #expect(
                try Self.json(refused)["message"] as? String
                    == "This label is of box #1 in your inventory “Storage unit”; switch to it to scan its boxes; "
                    + "nothing was changed.")
            let inStorage = WebSession(token: token, inventory: storage.description)
            let found = try await inStorage.get(
                "/scan/box?label=" + (label.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""), client)
            #expect(found.status == .ok)
            #expect((try Self.json(found)["box"] as? [String: Any])?["href"] as? String == "/boxes/1")

            // The label opened by a phone's camera app leads to the inventory that holds its box.
            let key = try #require(LabelCode(reading: label)?.key?.text)
            let opened = try await browser.get("/boxes/1?k=\(key)", client)
            #expect(opened.status == .seeOther)
            #expect(opened.location == "/boxes/1")
            #expect(opened.setCookies["tote_inventory"] == storage.description)
            #expect(try await inStorage.get("/boxes/1?k=\(key)", client).text.contains("Winter tyres"))
            let stranger = try await browser.get("/boxes/1?k=ffffffff", client)
            #expect(stranger.status == .unprocessableContent)
            #expect(stranger.text.contains("This label (box #1) is from another inventory"))
            #expect(try await browser.get("/boxes/1?k=nonsense", client).text.contains("Kitchen"))
        }
        #expect(try await home.queries.listBoxes(.first).entries.map(\.status) == [.packing])
        #expect(try await there.queries.listBoxes(.first).entries.map(\.status) == [.packing])
    }

    @Test("a typed number opens its box; one that is no box or no number is refused in words")
    func typed() async throws {
        let scene = try await Self.scene()
        try await scene.environment.webApplication().test(.router) { client in
            let opened = try await scene.browser.get("/scan/open?number=2", client)
            #expect(opened.location == "/boxes/2")
            let found = try await scene.browser.get("/scan/box?number=%231", client)
            #expect((try Self.json(found)["box"] as? [String: Any])?["title"] as? String == "Kitchen")
            let unknown = try await scene.browser.get("/scan/box?number=9", client)
            #expect(unknown.status == .notFound)
            #expect(try Self.json(unknown)["message"] as? String == "There is no box #9.")
            let nonsense = try await scene.browser.get("/scan/box?number=kitchen", client)
            #expect(nonsense.status == .unprocessableContent)
            #expect(
                try Self.json(nonsense)["message"] as? String
                    == "'kitchen' is not a box number; write a box number as 12 or #12.")
            let progress = try await scene.browser.get("/scan/progress?status=sealed", client)
            #expect(try Self.json(progress)["text"] as? String == "0 of 2 sealed — 2 to go")
            let wrong = try await scene.browser.get("/scan/progress?status=lost", client)
            #expect(wrong.status == .unprocessableContent)
        }
    }

    @Test("a viewer opens boxes by scanning but changes none; a stranger and a forged post are refused")
    func access() async throws {
        let scene = try await Self.scene()
        let owner = try #require(scene.browser.cookies["tote_session"])

        let viewerToken = try await scene.environment.addMember(
            "vera", role: .viewer, invitedWith: SecretToken(owner))
        let viewer = WebSession(token: viewerToken)
        try await scene.environment.webApplication().test(.router) { client in
            let page = try await viewer.get("/scan", client).text
            #expect(page.contains("Each label you scan opens its box."))
            #expect(!page.contains("value=\"arrived\""))
            let found = try await viewer.get("/scan/box?number=1", client)
            #expect(found.status == .ok)
            let marked = try await viewer.post(
                "/scan/mark", ["number": "1", "status": "arrived", "form_key": "v"], client)
            #expect(marked.status == .forbidden)
            let moved = try await viewer.post(
                "/scan/move", ["number": "1", "into_number": "2", "form_key": "w"], client)
            #expect(moved.status == .forbidden)
            let forged = try await scene.browser.post(
                "/scan/mark", ["number": "1", "status": "arrived"], csrf: .none, client)
            #expect(forged.status == .forbidden)
            let anonymous = try await WebSession(token: nil).get("/scan", client)
            #expect(anonymous.location == "/login?next=/scan")
        }
        #expect(try await scene.useCases.queries.listBoxes(.first).entries.map(\.status) == [.packing, .packing])
    }

    @Test("a frame is read by the server's reader; a broken, oversized or unread one is refused in words")
    func frames() async throws {
        let reader = FixedCodeReader()
        let scene = try await Self.scene(codeReader: reader)
        let frame = Array("P5\n2 2\n255\n".utf8) + [0, 255, 255, 0]
        try await scene.environment.webApplication().test(.router) { client in
            let read = try await scene.browser.send("/scan/read", bytes: frame, client)
            #expect(read.status == .ok)
            #expect(try Self.json(read)["codes"] as? [String] == [FixedCodeReader.answer])
            #expect(await reader.pictures == [GrayPicture(width: 2, height: 2, pixels: [0, 255, 255, 0])])

            let broken = try await scene.browser.send("/scan/read", bytes: Array("P6\n2 2\n255\n".utf8), client)
            #expect(broken.status == .unprocessableContent)
            #expect((try Self.json(broken)["message"] as? String)?.hasPrefix("The frame is not a gray picture") == true)
            let short = try await scene.browser.send("/scan/read", bytes: Array("P5\n2 2\n255\n".utf8) + [0], client)
            #expect(try Self.json(short)["message"] as? String == "The frame should have 4 bytes of pixels, not 1.")
            let huge = try await scene.browser.send(
                "/scan/read", bytes: [UInt8](repeating: 0, count: 1_280 * 1_280 + 65), client)
            #expect(huge.status == .contentTooLarge)
            let forged = try await scene.browser.send("/scan/read", bytes: frame, csrf: false, client)
            #expect(forged.status == .forbidden)

            await reader.becomeBusy()
            let busy = try await scene.browser.send("/scan/read", bytes: frame, client)
            #expect(busy.status == .serviceUnavailable)
            #expect(busy.headers[.retryAfter] == "1")
        }
        let unread = try await Self.scene()
        try await unread.environment.webApplication().test(.router) { client in
            let page = try await unread.browser.get("/scan", client).text
            #expect(page.contains("data-server-reads=\"false\""))
            let refused = try await unread.browser.send("/scan/read", bytes: frame, client)
            #expect(refused.status == .serviceUnavailable)
            #expect(
                (try Self.json(refused)["message"] as? String)?.hasPrefix("This server cannot read pictures of labels")
                    == true)
        }
    }
}

/// A code reader that finds one code in every picture and keeps what it was shown, until told it is busy.
actor FixedCodeReader: CodeReader {
    static let answer = "https://boxes.example.org/boxes/1?k=12345678"

    private(set) var pictures: [GrayPicture] = []
    private var isBusy = false

    func becomeBusy() { isBusy = true }

    func codes(in picture: GrayPicture) async throws -> [String] {
        guard !isBusy else { throw CodeReaderBusy() }
        pictures.append(picture)
        return [Self.answer]
    }
}
