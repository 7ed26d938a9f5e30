import Foundation
import HummingbirdTesting
import Testing
import ToteHTTPTesting

@Suite("Item pages")
struct ItemRouteTests {
    @Test("an item's page says where its box is, edits its note and offers the other boxes to move it into")
    func itemPage() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            _ = try await browser.post("/boxes", ["title": "Hall", "location": "Upstairs"], client)
            let box = try await browser.get("/boxes/1", client).text
            #expect(box.contains("<a class=\"item-title\" href=\"/boxes/1/items/1\">Kettle</a>"))
            #expect(!box.contains("/items/1/details"), "the box page carries no per-item forms")

            let page = try await browser.get("/boxes/1/items/1", client).text
            #expect(page.contains("In box #1 Kitchen, at Garage, shelf 3."))
            #expect(page.contains("<option value=\"2\">#2 Hall · Upstairs</option>"))
            #expect(!page.contains("<option value=\"1\">"))

            let noted = try await browser.post("/boxes/1/items/1/details", ["note": "Descale monthly"], client)
            #expect(noted.location == "/boxes/1")
            #expect(try await browser.get("/boxes/1/items/1", client).text.contains("Descale monthly</textarea>"))
            _ = try await browser.post("/boxes/1/items/1/move", ["destination": "2"], client)
            #expect(try await browser.get("/boxes/1/items/1", client).status == .notFound)
            #expect(try await browser.get("/boxes/2/items/1", client).status == .ok)
        }
    }

    @Test("a viewer sees the item without any form")
    func viewer() async throws {
        let environment = TestEnvironment()
        let (_, ownerToken) = try await environment.ownerWithKitchen()
        let viewer = WebSession(token: try await environment.addMember("vera", role: .viewer, invitedWith: ownerToken))
        try await environment.webApplication().test(.router) { client in
            let page = try await viewer.get("/boxes/1/items/1", client).text
            #expect(page.contains("Kettle") && !page.contains("/items/1/details"))
        }
    }
}

@Suite("Go to box")
struct GoToBoxRouteTests {
    @Test("the number written on a box leads straight to its page; anything else says why on the list")
    func goTo() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            #expect(try await browser.get("/boxes", client).text.contains("action=\"/boxes/go\""))
            #expect(try await browser.get("/boxes/go?number=%231", client).location == "/boxes/1")
            #expect(try await browser.get("/boxes/go?number=+1+", client).location == "/boxes/1")
            let missing = try await browser.get("/boxes/go?number=117", client)
            #expect(missing.status == .unprocessableContent)
            #expect(
                missing.text.contains("<p id=\"go-error\" class=\"error\" role=\"alert\">There is no box #117.</p>"))
            #expect(missing.text.contains("value=\"117\""))
            let word = try await browser.get("/boxes/go?number=kitchen", client)
            #expect(word.status == .unprocessableContent && word.text.contains("aria-describedby=\"go-error\""))
        }
    }
}

@Suite("Sorting and filtering boxes")
struct BoxListRouteTests {
    @Test("the boxes list is sorted and filtered as asked; an unknown order lists by number")
    func sortAndFilter() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            _ = try await browser.post("/boxes", ["title": "Attic odds", "location": "Attic"], client)
            _ = try await browser.post("/boxes", ["title": "Books", "location": "attic"], client)
            func titles(_ query: String) async throws -> [String] {
                let page = try await browser.get("/boxes" + query, client).text
                return page.matches(of: /<span class="box-title">([^<]+)<\/span>/).map { String($0.1) }
            }
            #expect(try await titles("") == ["Kitchen", "Attic odds", "Books"])
            #expect(try await titles("?sort=title") == ["Attic odds", "Books", "Kitchen"])
            #expect(try await titles("?sort=fullest") == ["Kitchen", "Attic odds", "Books"])
            #expect(try await titles("?q=ATTIC&sort=title") == ["Attic odds", "Books"])
            #expect(try await titles("?sort=nonsense") == ["Kitchen", "Attic odds", "Books"])
            let filtered = try await browser.get("/boxes?q=attic", client).text
            #expect(filtered.contains("2 boxes with “attic” in the title or location."))
            #expect(filtered.contains("<input id=\"box-filter\" type=\"search\" name=\"q\" value=\"attic\""))
            #expect(try await browser.get("/boxes?q=%01", client).status == .unprocessableContent)
        }
    }
}
