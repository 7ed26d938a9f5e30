import HummingbirdTesting
import Testing
import ToteHTTPTesting

@Suite("Setup, login and logout pages")
struct SetupAndLoginRouteTests {
    @Test("a fresh store sends visitors to setup, which makes the owner and logs them in, only once")
    func setupOnce() async throws {
        // Given a fresh store
        let environment = TestEnvironment()
        let browser = WebSession()
        try await environment.webApplication().test(.router) { client in
            // When the first visitor opens the login page and sets Tote up
            #expect(try await browser.get("/login", client).location == "/setup")
            let form = try await browser.get("/setup", client)
            #expect(form.status == .ok)
            #expect(form.text.contains("Set up Tote"))
            let done = try await browser.post(
                "/setup",
                [
                    "username": "robin", "display_name": "Robin", "password": "correct horse battery",
                    "inventory_name": "Home",
                ],
                client)

            // Then they are logged in and setup is gone
            #expect(done.status == .seeOther)
            #expect(done.location == "/boxes")
            #expect(done.setCookies["tote_session"]?.isEmpty == false)
            #expect(try await browser.get("/setup", client).location == "/login")
            let again = try await browser.post(
                "/setup",
                [
                    "username": "eve", "display_name": "Eve", "password": "correct horse battery",
                    "inventory_name": "Mine",
                ],
                client)
            #expect(again.status == .conflict)
        }
    }

    @Test("setup with a short password is shown again with the message and the typed values")
    func setupValidation() async throws {
        let environment = TestEnvironment()
        try await environment.webApplication().test(.router) { client in
            let response = try await WebSession().post(
                "/setup",
                ["username": "robin", "display_name": "Robin <b>", "password": "short", "inventory_name": "Home"],
                client)
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("Password must be at least 10 characters long."))
            #expect(response.text.contains("value=\"Robin &lt;b&gt;\""))
            #expect(try await environment.server.access.needsSetUp())
        }
    }

    @Test("a page asked for anonymously leads to the login page, which leads back after logging in")
    func loginWithNext() async throws {
        let environment = TestEnvironment()
        _ = try await environment.setUpOwner()
        try await environment.webApplication().test(.router) { client in
            let browser = WebSession()
            #expect(try await browser.get("/boxes/12", client).location == "/login?next=/boxes/12")
            let page = try await browser.get("/login?next=/boxes/12", client)
            #expect(page.text.contains("name=\"next\" value=\"/boxes/12\""))
            let login = try await browser.post(
                "/login", ["username": "robin", "password": "correct horse battery", "next": "/boxes/12"], client)
            #expect(login.location == "/boxes/12")
            let offsite = try await browser.post(
                "/login", ["username": "robin", "password": "correct horse battery", "next": "//evil.example"], client)
            #expect(offsite.location == "/boxes")
        }
    }

    @Test("a wrong password says so, and too many attempts are refused with 429")
    func loginFailures() async throws {
        let environment = TestEnvironment()
        _ = try await environment.setUpOwner()
        try await environment.webApplication().test(.router) { client in
            let browser = WebSession()
            let wrong = try await browser.post("/login", ["username": "robin", "password": "not the password"], client)
            #expect(wrong.status == .unauthorized)
            #expect(wrong.text.contains("Wrong username or password."))
            #expect(wrong.text.contains("value=\"robin\""))
            #expect(wrong.text.contains("<p id=\"login-error\" class=\"error\" role=\"alert\">"))
            #expect(
                wrong.text.contains("autocomplete=\"current-password\" aria-describedby=\"login-error\" autofocus>"))
            for _ in 0..<5 {
                _ = try await browser.post("/login", ["username": "robin", "password": "nope nope nope"], client)
            }
            let limited = try await browser.post(
                "/login", ["username": "robin", "password": "correct horse battery"], client)
            #expect(limited.status == .tooManyRequests)
            #expect(limited.text.contains("Too many failed attempts"))
        }
    }

    @Test("logging out ends the session on the server")
    func logout() async throws {
        let environment = TestEnvironment()
        let token = try await environment.setUpOwner()
        try await environment.webApplication().test(.router) { client in
            let browser = WebSession(token: token)
            let response = try await browser.post("/logout", [:], client)
            #expect(response.location == "/login")
            #expect(response.setCookies["tote_session"] == "")
            #expect(try await browser.get("/boxes", client).location == "/login?next=/boxes")
        }
    }
}
