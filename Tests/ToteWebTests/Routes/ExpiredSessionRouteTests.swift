import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@testable import ToteWeb

@Suite("A form sent after the session ended")
struct ExpiredSessionRouteTests {
    @Test("leads through the login back to its page with what was typed filled in again, and sends nothing")
    func typedTextSurvives() async throws {
        let environment = TestEnvironment()
        let (browser, token) = try await environment.ownerWithKitchen()
        try await environment.server.access.logout(token)
        try await environment.webApplication().test(.router) { client in
            let sent = try await browser.post(
                "/boxes/1/items",
                [
                    "title": "Tea towels", "quantity": "6", "note": "Blue & white", "form_key": "k",
                    "return_to": "/boxes/1",
                ],
                client)
            #expect(sent.location == "/login?next=/boxes/1")
            let carried: String = try #require(sent.setCookies[Flash.cookieName])

            var anonymous = WebSession()
            anonymous.cookies[Flash.cookieName] = carried
            let login = try await anonymous.get("/login?next=/boxes/1", client).text
            #expect(login.contains("Your session had ended, so that was not sent."))
            let resume = String(try #require(login.firstMatch(of: /name="resume" value="([^"]+)"/)).1)

            let loggedIn = try await anonymous.post(
                "/login",
                ["username": "robin", "password": TestEnvironment.password, "next": "/boxes/1", "resume": resume],
                client)
            #expect(loggedIn.location == "/boxes/1")
            let session: String = try #require(loggedIn.setCookies["tote_session"])
            let refilled: String = try #require(loggedIn.setCookies[Flash.cookieName])
            var back = WebSession(token: SecretToken(session))
            back.cookies[Flash.cookieName] = refilled
            let page = try await back.get("/boxes/1", client).text
            #expect(page.contains("Filled in again as you left it"))
            #expect(page.contains("&quot;action&quot;:&quot;\\/boxes\\/1\\/items&quot;"))
            #expect(page.contains("Tea towels") && page.contains("Blue &amp; white"))
            #expect(!page.contains("form_key&quot;"), "the form's own tokens are not carried")
            #expect(!page.contains("<a class=\"item-title\" href=\"/boxes/1/items/2\">"), "nothing was added")
        }
    }

    @Test("a password is never carried, and a form that would post elsewhere is dropped")
    func withheld() {
        let form = Flash.ResumedForm(
            action: "/account/password", fields: ["current_password": "secret", "new_password": "other", "x": "1"])
        #expect(form.fields == ["x": "1"])
        let foreign = Flash.ResumedForm(action: "//elsewhere.example/x", fields: [:])
        #expect(Flash.ResumedForm(encoded: foreign.encoded) == nil)
        #expect(Flash.ResumedForm(encoded: form.encoded) == form)
        #expect(Flash.ResumedForm(encoded: "not base64 at all") == nil)
    }
}

@Suite("A refused form on reload")
struct RefusedFormReloadRouteTests {
    @Test("reloading the page of a refused form shows its message and what was typed, once, and live refreshes do not")
    func reload() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let refused = try await browser.post(
                "/boxes/1/items", ["title": "Mugs", "quantity": "lots", "note": "", "return_to": "/boxes/1"], client)
            #expect(refused.status == .unprocessableContent)
            let kept: String = try #require(refused.setCookies[Flash.refusedCookieName])
            #expect(refused.headers[values: .setCookie].contains { $0.contains("Path=/boxes/1") })

            var reloading = browser
            reloading.cookies[Flash.refusedCookieName] = kept
            let live = try await client.execute(
                uri: "/boxes/1", method: .get, headers: reloading.headers + [LiveRefresh.header: "1"])
            #expect(!String(buffer: live.body).contains("id=\"flash\""))
            #expect(live.headers[values: .setCookie].allSatisfy { !$0.hasPrefix(Flash.refusedCookieName) })

            let item = try await reloading.get("/boxes/1/items/1", client)
            #expect(!item.text.contains("id=\"flash\""), "another page does not show it")

            let page = try await reloading.get("/boxes/1", client)
            #expect(page.text.contains("class=\"flash flash-error\" role=\"alert\""))
            #expect(page.text.contains("Quantity must be a whole number, not &#39;lots&#39;."))
            #expect(page.text.contains("&quot;quantity&quot;:&quot;lots&quot;"))
            #expect(page.setCookies[Flash.refusedCookieName] == "")
        }
    }
}
