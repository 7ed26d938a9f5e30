import Foundation
import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@Suite("Passwords on the pages")
struct PasswordRouteTests {
    private func logIn(_ environment: TestEnvironment, _ username: String, _ password: String) async -> Bool {
        (try? await environment.server.access.login(
            LoginRequest(username: username, password: password, address: "192.0.2.9"))) != nil
    }

    @Test("the account page changes the password, says so, and keeps this session")
    func change() async throws {
        let environment = TestEnvironment()
        let (owner, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let page = try await owner.get("/account", client).text
            #expect(
                page.contains("autocomplete=\"current-password\"") && page.contains("autocomplete=\"new-password\""))
            let wrong = try await owner.post(
                "/account/password", ["current_password": "nope", "new_password": "a brand new secret"], client)
            #expect(wrong.status == .forbidden)
            #expect(wrong.text.contains("<p id=\"password-error\" class=\"error\" role=\"alert\">The current password"))
            #expect(!wrong.text.contains("value=\"nope\"") && !wrong.text.contains("token-error"))
            let changed = try await owner.post(
                "/account/password",
                ["current_password": TestEnvironment.password, "new_password": "a brand new secret"], client)
            #expect(changed.location == "/account")
            #expect(changed.setCookies["tote_flash"] != nil)
            #expect(try await owner.get("/account", client).status == .ok)
        }
        #expect(await logIn(environment, "robin", "a brand new secret"))
        #expect(!(await logIn(environment, "robin", TestEnvironment.password)))
    }

    @Test("an owner makes a reset link on the members page; it is shown once, and whoever opens it sets the password")
    func resetLink() async throws {
        let environment = TestEnvironment()
        let (owner, ownerToken) = try await environment.ownerWithKitchen()
        let editorToken = try await environment.addMember("eddie", role: .editor, invitedWith: ownerToken)
        let eddie = try await environment.server.access.authenticate(editorToken).account.id
        let script = try await environment.server.memberships.createApiToken(
            named: "Backup script", by: try await environment.server.access.authenticate(editorToken))
        try await environment.webApplication().test(.router) { client in
            let members = try await owner.get("/members", client).text
            #expect(members.contains("action=\"/members/\(eddie)/reset-link?csrf="))
            #expect(!members.contains("/password\""))
            let made = try await owner.post("/members/\(eddie)/reset-link", [:], client)
            #expect(made.status == .ok)
            let link = try #require(made.text.firstMatch(of: /href="[^"]*?(\/password-resets\/[^"]+)"/)?.1)
            #expect(made.text.contains("Give this link to eddie alone"))
            #expect(try await owner.get("/members", client).text.contains("For eddie, valid until"))

            let stranger = WebSession()
            let form = try await stranger.get(String(link), client)
            #expect(form.status == .ok && form.text.contains("a new password for eddie (@eddie)"))
            let short = try await stranger.post(String(link), ["password": "short"], client)
            #expect(short.status == .unprocessableContent)
            let set = try await stranger.post(String(link), ["password": "chosen through the link"], client)
            #expect(set.location == "/account")
            #expect(set.setCookies["tote_session"] != nil)
            let message = try await WebSession(token: SecretToken(try #require(set.setCookies["tote_session"])))
                .follow(set, client)
            #expect(message.contains("Backup script"))
            #expect(try await stranger.get(String(link), client).status == .notFound)
        }
        for old in [editorToken, script.secret] {
            await #expect(throws: AccessError.notAuthenticated) {
                try await environment.server.access.authenticate(old)
            }
        }
        #expect(await logIn(environment, "eddie", "chosen through the link"))
    }
}
