import HTTPTypes
import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@Suite("CSRF, roles and strangers")
struct ProtectionRouteTests {
    @Test(
        "a form post without the matching CSRF token is refused with 403 and changes nothing",
        arguments: [
            ("/boxes", ["title": "Forged"]),
            ("/boxes/1/details", ["title": "Forged"]),
            ("/boxes/1/items", ["title": "Forged", "quantity": "1"]),
            ("/boxes/1/items/1/remove", [:]),
            ("/members/invite", ["role": "owner"]),
            ("/inventories", ["name": "Forged"]),
            ("/account/tokens", ["name": "Forged"]),
        ])
    func csrfRefused(path: String, fields: [String: String]) async throws {
        let environment = TestEnvironment()
        let (browser, token) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let missing = try await browser.post(path, fields, csrf: .none, client)
            let wrong = try await browser.post(path, fields, csrf: .text("something-else"), client)
            // A cookie planted by someone else, and a field to match it, with a real session.
            let planted = try await browser.post(path, fields, csrf: .text(WebSession.csrf), client)
            let foreign = try await browser.post(
                path, fields, headers: [.origin: "http://localhost:8081"], client)
            let opaque = try await browser.post(path, fields, headers: [.origin: "null"], client)
            let referred = try await browser.post(
                path, fields, headers: [HTTPField.Name("Referer")!: "https://evil.example/page"], client)
            let crossSite = try await browser.post(
                path, fields, headers: [HTTPField.Name("Sec-Fetch-Site")!: "cross-site"], client)
            let sibling = try await browser.post(
                path, fields, headers: [HTTPField.Name("Sec-Fetch-Site")!: "same-site"], client)
            for refused in [missing, wrong, planted, foreign, opaque, referred, crossSite, sibling] {
                #expect(refused.status == .forbidden)
            }
            #expect(missing.text.contains("This form is out of date"))
            let page = try await browser.get("/boxes/1", client).text
            #expect(!page.contains("Forged"))
        }
        let principal = try await environment.server.access.authenticate(token)
        #expect(try await environment.server.memberships.apiTokens(of: principal).isEmpty)
        #expect(try await environment.server.memberships.invitations(to: Inventory.localID, for: principal).isEmpty)
        #expect(try await environment.server.memberships.inventories(of: principal).count == 1)
    }

    @Test("a form from this server's own page is accepted, and the token changes with each login and at logout")
    func ownOrigin() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let posted = try await browser.post(
                "/boxes", ["title": "Attic"], headers: [.origin: "http://localhost"], client)
            #expect(posted.status == .seeOther)
            // Pages send no referrer, so a browser names their origin `null` and says it is the same origin.
            let opaque = try await browser.post(
                "/boxes", ["title": "Cellar"],
                headers: [.origin: "null", HTTPField.Name("Sec-Fetch-Site")!: "same-origin"], client)
            #expect(opaque.status == .seeOther)

            let first = try await environment.server.access.login(
                LoginRequest(username: "robin", password: TestEnvironment.password, address: "test"))
            let second = try await environment.server.access.login(
                LoginRequest(username: "robin", password: TestEnvironment.password, address: "test"))
            #expect(WebSession(token: first.token).pageToken != WebSession(token: second.token).pageToken)
            let out = try await WebSession(token: second.token).post("/logout", [:], client)
            #expect(out.setCookies["tote_csrf"] != nil)
            #expect(out.setCookies["tote_csrf"] != WebSession.csrf)
        }
    }

    @Test("the CSRF cookie is HttpOnly, SameSite=Strict, and Secure behind TLS")
    func csrfCookie() async throws {
        let environment = TestEnvironment(secureCookies: true)
        _ = try await environment.setUpOwner()
        try await environment.webApplication().test(.router) { client in
            let response = try await WebSession(csrf: nil).get("/login", client)
            let cookie = try #require(response.headers[values: .setCookie].first { $0.hasPrefix("tote_csrf=") })
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Strict"))
            #expect(cookie.contains("Secure"))
            let value = try #require(response.setCookies["tote_csrf"])
            #expect(response.text.contains("?csrf=\(value)\""))
        }
    }

    @Test("a viewer sees no change forms and is refused with 403 when posting one anyway")
    func viewer() async throws {
        let environment = TestEnvironment()
        let (_, ownerToken) = try await environment.ownerWithKitchen()
        let viewer = WebSession(token: try await environment.addMember("vic", role: .viewer, invitedWith: ownerToken))
        try await environment.webApplication().test(.router) { client in
            let page = try await viewer.get("/boxes/1", client)
            #expect(page.status == .ok)
            #expect(page.text.contains("Kettle"))
            #expect(!page.text.contains("action=\"/boxes/1/details"))
            #expect(!page.text.contains("Add an item"))
            #expect(!(try await viewer.get("/boxes", client)).text.contains("Add a box"))
            let refused = try await viewer.post("/boxes/1/details", ["title": "Mine"], client)
            #expect(refused.status == .forbidden)
            #expect(refused.text.contains("A viewer can look but not change anything."))
            #expect(try await viewer.post("/boxes", ["title": "Mine"], client).status == .forbidden)
            #expect(try await viewer.post("/members/invite", ["role": "owner"], client).status == .forbidden)
            #expect(!(try await viewer.get("/members", client)).text.contains("Invite someone"))
        }
    }

    @Test("a stranger guessing box numbers or naming another inventory in the cookie sees only their own")
    func stranger() async throws {
        let environment = TestEnvironment()
        let (_, ownerToken) = try await environment.ownerWithKitchen()
        let strangerToken = try await environment.addStranger("sam", ownerToken: ownerToken)
        let stranger = WebSession(token: strangerToken, inventory: Inventory.localID.description)
        try await environment.webApplication().test(.router) { client in
            let guessed = try await stranger.get("/boxes/1", client)
            #expect(guessed.status == .notFound)
            #expect(!guessed.text.contains("Kitchen"))
            let list = try await stranger.get("/boxes", client)
            #expect(list.text.contains("sam&#39;s things"))
            #expect(!list.text.contains("Kitchen"))
            #expect(try await stranger.post("/boxes/1/details", ["title": "Mine"], client).status == .notFound)
            let find = try await stranger.get("/find?q=kettle", client)
            #expect(!find.text.contains("Kettle"))
            let history = try await stranger.get("/history", client)
            #expect(!history.text.contains("Kitchen"))
            let switched = try await stranger.post(
                "/inventories/switch", ["inventory": Inventory.localID.description], client)
            #expect(switched.status == .notFound)
        }
    }
}
