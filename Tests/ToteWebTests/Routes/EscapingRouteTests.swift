import Foundation
import HummingbirdTesting
import Testing
import ToteDomain
import ToteHTTPTesting

@Suite("Escaping of what people type")
struct EscapingRouteTests {
    @Test(
        "a hostile title is rendered escaped on every page that shows it",
        arguments: ["<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>"])
    func hostileTitle(title: String) async throws {
        let environment = TestEnvironment()
        let owner = try await environment.ownerWithKitchen()
        // The new inventory's name sorts first; the browser stays in the one with the boxes.
        let browser = WebSession(token: owner.token, inventory: Inventory.localID.description)
        try await environment.webApplication().test(.router) { client in
            let added = try await browser.post("/boxes", ["title": title, "location": title], client)
            #expect(added.location == "/boxes/2", "\(added.status) \(added.text)")
            _ = try await browser.post("/boxes/2/items", ["title": title, "quantity": "1", "note": title], client)
            _ = try await browser.post("/inventories", ["name": title], client)
            let pages = [
                "/boxes", "/boxes/2", "/find?q=alert", "/history", "/history?box=2", "/inventories",
                "/find?q=" + title.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!,
            ]
            for path in pages {
                let page = try await browser.get(path, client)
                #expect([.ok, .unprocessableContent].contains(page.status), "\(path) \(page.status)")
                #expect(!page.text.contains("<script>alert"), "\(path)")
                #expect(!page.text.contains("<img src=x"), "\(path)")
            }
            #expect(try await browser.get("/boxes/2", client).text.contains("&lt;"))
        }
    }
}
