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

    @Test("an owner gives a member a new password from the members page; that member's sessions end")
    func reset() async throws {
        let environment = TestEnvironment()
        let (owner, ownerToken) = try await environment.ownerWithKitchen()
        let editorToken = try await environment.addMember("eddie", role: .editor, invitedWith: ownerToken)
        let eddie = try await environment.server.access.authenticate(editorToken).account.id
        try await environment.webApplication().test(.router) { client in
            #expect(try await owner.get("/members", client).text.contains("action=\"/members/\(eddie)/password\""))
            let short = try await owner.post("/members/\(eddie)/password", ["password": "short"], client)
            #expect(short.status == .unprocessableContent)
            let reset = try await owner.post("/members/\(eddie)/password", ["password": "from the owner"], client)
            #expect(reset.location == "/members")
        }
        await #expect(throws: AccessError.notAuthenticated) {
            try await environment.server.access.authenticate(editorToken)
        }
        #expect(await logIn(environment, "eddie", "from the owner"))
    }
}
