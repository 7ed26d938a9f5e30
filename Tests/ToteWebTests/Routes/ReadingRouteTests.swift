import HummingbirdTesting
import Testing
import ToteHTTPTesting

@Suite("Find and history pages")
struct ReadingRouteTests {
    @Test("find shows each match with its box and where the box is, and says when nothing matches")
    func find() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let found = try await browser.get("/find?q=kettle", client)
            #expect(found.status == .ok)
            #expect(found.text.components(separatedBy: "role=\"search\"").count == 2, "one search form")
            #expect(found.text.contains("<main id=\"main\" tabindex=\"-1\">"), "a page only shown at its own address")
            #expect(try await browser.get("/boxes", client).text.components(separatedBy: "role=\"search\"").count == 2)
            #expect(found.text.contains("1 match for “kettle”"))
            #expect(found.text.contains("href=\"/boxes/1/items/1\""))
            #expect(found.text.contains("<mark>Kettle</mark>"))
            #expect(found.text.contains("Item #1 in box #1 Kitchen, Garage, shelf 3"))
            #expect(try await browser.get("/find?q=piano", client).text.contains("Nothing matches"))
            #expect(try await browser.get("/find", client).text.contains("Type what you are looking for"))
            let unsearchable = try await browser.get("/find?q=%21%21%21", client)
            #expect(unsearchable.status == .unprocessableContent)
        }
    }

    @Test("the copy a phone keeps holds every box and item as rows, for members only and never cached")
    func phoneCopy() async throws {
        let environment = TestEnvironment()
        let (browser, ownerToken) = try await environment.ownerWithKitchen()
        let viewer = WebSession(token: try await environment.addMember("vera", role: .viewer, invitedWith: ownerToken))
        try await environment.webApplication().test(.router) { client in
            _ = try await browser.post("/boxes", ["title": "Attic"], client)
            let copy = try await browser.get("/offline/inventory", client)
            #expect(copy.status == .ok)
            #expect(copy.headers[.cacheControl] == "private, no-store")
            let csrf = try #require(browser.pageToken)
            #expect(
                copy.text
                    == #"{"boxes":[[1,"Kitchen","Garage, shelf 3",null,null,"packing",1],"#
                    + #"[2,"Attic",null,null,null,"packing",0]],"csrf":""# + csrf
                    + #"","items":[[1,1,"Kettle",1,null]]}"#,
                "the forms of pages drawn from it send the session's token")
            let viewed = try await viewer.get("/offline/inventory", client).text
            #expect(viewed.contains(#""csrf":null"#), "a viewer's drawn pages have no forms")
            let stranger = try await WebSession().get("/offline/inventory", client)
            #expect(stranger.status == .seeOther)
            #expect(stranger.headers[.location]?.hasPrefix("/login") == true)
        }
    }

    @Test("a box found shows its location once, every word that matched marked, and its room and status")
    func findShowsLocationOnceAndMoving() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let moving = ["room": "Pantry", "status": "sealed"]
            #expect(try await browser.post("/boxes/1/moving", moving, client).location == "/boxes/1")
            let found = try await browser.get("/find?q=garage+shelf", client).text
            #expect(found.contains("Box #1 · <mark>Garage</mark>, <mark>shelf</mark> 3 · 1 item</span>"))
            #expect(found.contains(#"<span class="box-meta box-moving">For the Pantry · sealed</span>"#))
        }
    }

    @Test("find lists boxes before items, marks what matched, forgives a typo and searches as one types")
    func findBoxesAndTypos() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let boxes = try await browser.get("/find?q=kitch", client).text
            #expect(boxes.contains("<h2>Boxes</h2>"))
            #expect(boxes.contains("<mark>Kitch</mark>en"))
            #expect(boxes.contains("href=\"/boxes/1\""))
            #expect(!boxes.contains("<h2>Items</h2>"))
            let both = try await browser.get("/find?q=1", client).text
            #expect(both.contains("<h2>Boxes</h2>") && both.contains("<h2>Items</h2>"))
            let typo = try await browser.get("/find?q=ketle", client).text
            #expect(typo.contains("Nothing matches “ketle”; showing what matches “kettle”."))
            #expect(typo.contains("<mark>Kettle</mark>"))
            #expect(typo.contains("<script src=\"/assets/search.js\" defer></script>"))
            let script = try await browser.get("/assets/search.js", client)
            #expect(script.status == .ok)
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(script.text.contains("history.replaceState"))
            let escaped = try await browser.get("/find?q=%3Cscript%3Ekettle", client).text
            #expect(!escaped.contains("<script>kettle"))
        }
    }

    @Test("every page begins with a link that skips to its content, and the content can take the focus")
    func skipLink() async throws {
        let environment = TestEnvironment()
        let (member, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            for (browser, path) in [(member, "/boxes"), (member, "/boxes/1"), (WebSession(), "/login")] {
                let page = try await browser.get(path, client).text
                let skip = try #require(page.range(of: "<a class=\"skip-link\" href=\"#main\">Skip to content</a>"))
                let header = try #require(page.range(of: "<header"))
                #expect(skip.lowerBound < header.lowerBound, "\(path)")
                #expect(page.contains("<main id=\"main\" tabindex=\"-1\""), "\(path)")
            }
        }
    }

    @Test(
        "an address no page has shows the not-found page, to visitors and members alike",
        arguments: ["/nope", "/boxes/1/zzz", "/assets/nope.css"])
    func unknownAddress(path: String) async throws {
        let environment = TestEnvironment()
        let (member, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            for browser in [member, WebSession()] {
                let page = try await browser.get(path, client)
                #expect(page.status == .notFound)
                #expect(page.headers[.contentType] == "text/html; charset=utf-8")
                #expect(page.text.contains("<title>Not found · Tote</title>"))
            }
        }
    }

    @Test("history tells what happened, for the inventory or one box; an unknown box is 404")
    func history() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let all = try await browser.get("/history", client)
            #expect(all.text.contains("Added box #1 Kitchen at Garage, shelf 3"))
            #expect(all.text.contains("Added item #1 Kettle to box #1 Kitchen"))
            #expect(all.text.contains("UTC"))
            #expect(try await browser.get("/history?box=1", client).text.contains("History of box #1"))
            #expect(try await browser.get("/history?box=42", client).status == .notFound)
        }
    }
}

@Suite("Query fields")
struct QueryFieldRouteTests {
    @Test("a search sent by a form reads + as a space and %2B as a plus")
    func plusAndSpace() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let spaced = try await browser.get("/find?q=ket+tle", client).text
            #expect(spaced.contains("value=\"ket tle\""))
            let plus = try await browser.get("/find?q=c%2B%2B", client).text
            #expect(plus.contains("value=\"c++\""))
        }
    }
}
