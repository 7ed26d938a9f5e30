import Foundation
import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteHTTPTesting

@Suite("Forms sent twice")
struct RepeatedFormRouteTests {
    private func itemCount(_ browser: WebSession, _ client: some TestClientProtocol) async throws -> Int {
        let page = try await browser.get("/boxes/1", client).text
        return page.matches(of: /class="item-title"/).count
    }

    @Test("a form sent twice with its page's key adds one item, and the repeat gets the first answer")
    func doubleSubmit() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let page = try await browser.get("/boxes/1", client).text
            let key = try #require(page.firstMatch(of: /name="form_key" value="([0-9A-F-]{36})"/)).1
            let form = ["title": "Mugs", "quantity": "4", "note": "", "form_key": String(key)]
            let first = try await browser.post("/boxes/1/items", form, client)
            let second = try await browser.post("/boxes/1/items", form, client)
            #expect(first.location == "/boxes/1?added=2" && second.location == first.location)
            #expect(first.headers[RepeatedRequests.replayedHeader] == nil)
            #expect(second.headers[RepeatedRequests.replayedHeader] == "true")
            #expect(try await itemCount(browser, client) == 2)

            // Another form of the same page, or the same form with other values, is a request of its own.
            var other = form
            other["title"] = "Plates"
            _ = try await browser.post("/boxes/1/items", other, client)
            #expect(try await itemCount(browser, client) == 3)
            #expect(try await browser.get("/boxes/1", client).text.contains(key) == false)
        }
    }

    @Test("the same form sent at the same moment from two tabs adds one item")
    func concurrentSubmits() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let form = ["title": "Spoons", "quantity": "1", "note": "", "form_key": UUID().uuidString]
            let locations = try await withThrowingTaskGroup(of: String?.self) { group in
                for _ in 0..<8 { group.addTask { try await browser.post("/boxes/1/items", form, client).location } }
                return try await group.reduce(into: Set<String?>()) { $0.insert($1) }
            }
            #expect(locations == ["/boxes/1?added=2"])
            #expect(try await itemCount(browser, client) == 2)
        }
    }

    @Test("a refused form keeps no answer: corrected and sent with the same key, it is carried out")
    func refusalIsNotKept() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let key = UUID().uuidString
            let refused = try await browser.post(
                "/boxes/1/items", ["title": "Cups", "quantity": "0", "form_key": key], client)
            #expect(refused.status == .unprocessableContent)
            let again = try await browser.post(
                "/boxes/1/items", ["title": "Cups", "quantity": "0", "form_key": key], client)
            #expect(again.status == .unprocessableContent && again.headers[RepeatedRequests.replayedHeader] == nil)
            #expect(try await itemCount(browser, client) == 1)
        }
    }
}
