import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@Suite("Members, invitations, account and inventories")
struct PeopleRouteTests {
    @Test("an owner invites; the link is shown once and a newcomer joins through it")
    func inviteAndAccept() async throws {
        let environment = TestEnvironment()
        let (owner, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let invited = try await owner.post("/members/invite", ["role": "editor"], client)
            #expect(invited.status == .ok)
            let link = try #require(invited.text.firstMatch(of: /\/invitations\/[A-Za-z0-9_-]+/)).output
            #expect(!(try await owner.get("/members", client)).text.contains(String(link)))
            let newcomer = WebSession()
            let page = try await newcomer.get(String(link), client)
            #expect(page.text.contains("as an editor"))
            let weak = try await newcomer.post(
                String(link), ["username": "kim", "display_name": "Kim", "password": "x"], client)
            #expect(weak.status == .unprocessableContent)
            #expect(weak.text.contains("value=\"kim\""))
            let joined = try await newcomer.post(
                String(link), ["username": "kim", "display_name": "Kim", "password": "correct horse battery"], client)
            #expect(joined.location == "/boxes")
            #expect(joined.setCookies["tote_session"]?.isEmpty == false)
            #expect(joined.setCookies["tote_inventory"] == Inventory.localID.description)
            #expect(try await newcomer.get(String(link), client).status == .notFound)
            #expect(try await owner.get("/members", client).text.contains("@kim"))
        }
    }

    @Test("a logged-in person joins with their account")
    func joinLoggedIn() async throws {
        let environment = TestEnvironment()
        let (owner, ownerToken) = try await environment.ownerWithKitchen()
        let stranger = WebSession(token: try await environment.addStranger("sam", ownerToken: ownerToken))
        try await environment.webApplication().test(.router) { client in
            let invited = try await owner.post("/members/invite", ["role": "viewer"], client)
            let link = String(try #require(invited.text.firstMatch(of: /\/invitations\/[A-Za-z0-9_-]+/)).output)
            #expect(try await stranger.get(link, client).text.contains("Join as viewer"))
            let joined = try await stranger.post(link + "/join", [:], client)
            #expect(joined.location == "/boxes")
            let now = WebSession(
                token: stranger.cookies["tote_session"].map(SecretToken.init),
                inventory: joined.setCookies["tote_inventory"])
            #expect(try await now.get("/boxes/1", client).text.contains("Kettle"))
        }
    }

    @Test("an owner changes a role and removes a member; the last owner cannot leave")
    func manageMembers() async throws {
        let environment = TestEnvironment()
        let (owner, ownerToken) = try await environment.ownerWithKitchen()
        let editorToken = try await environment.addMember("eddie", role: .editor, invitedWith: ownerToken)
        let eddie = try await environment.server.access.authenticate(editorToken).account.id
        try await environment.webApplication().test(.router) { client in
            #expect(try await owner.post("/members/\(eddie)/role", ["role": "viewer"], client).location == "/members")
            #expect(try await owner.get("/members", client).text.contains("Viewer"))
            #expect(!(try await owner.get("/members", client)).text.contains("action=\"/members/leave\""))
            let lastOwner = try await owner.post("/members/leave", [:], client)
            #expect(lastOwner.status == .conflict)
            #expect(lastOwner.text.contains("An inventory needs at least one owner."))
            #expect(try await owner.post("/members/\(eddie)/remove", [:], client).location == "/members")
            #expect(!(try await owner.get("/members", client)).text.contains("@eddie"))
        }
    }

    @Test("a token's secret is shown once, and it can be revoked; logging out everywhere ends sessions")
    func account() async throws {
        let environment = TestEnvironment()
        let (owner, token) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let made = try await owner.post("/account/tokens", ["name": "Backup"], client)
            #expect(made.status == .ok)
            #expect(made.text.contains("shown only once"))
            let principal = try await environment.server.access.authenticate(token)
            let stored = try #require(try await environment.server.memberships.apiTokens(of: principal).first)
            #expect(!(try await owner.get("/account", client)).text.contains("shown only once"))
            let revoked = try await owner.post("/account/tokens/\(stored.id)/revoke", [:], client)
            #expect(revoked.location == "/account")
            #expect(try await environment.server.memberships.apiTokens(of: principal).isEmpty)
            let unnamed = try await owner.post("/account/tokens", ["name": ""], client)
            #expect(unnamed.status == .unprocessableContent)
            #expect(unnamed.text.contains("aria-invalid=\"true\" aria-describedby=\"token-error\" autofocus>"))
            let out = try await owner.post("/account/logout-everywhere", [:], client)
            #expect(out.location == "/login")
            #expect(try await owner.get("/account", client).location == "/login?next=/account")
        }
    }

    @Test("a new inventory becomes current; switching back works; a foreign inventory cookie is ignored")
    func inventories() async throws {
        let environment = TestEnvironment()
        let (owner, ownerToken) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let blank = try await owner.post("/inventories", ["name": " "], client)
            #expect(blank.status == .unprocessableContent)
            #expect(blank.text.contains("Inventory name must not be empty."))
            #expect(blank.text.contains("aria-invalid=\"true\" aria-describedby=\"inventory-error\" autofocus>"))
            let made = try await owner.post("/inventories", ["name": "Storage unit"], client)
            #expect(made.location == "/boxes")
            let newInventory = try #require(made.setCookies["tote_inventory"])
            var inNew = owner
            inNew.cookies["tote_inventory"] = newInventory
            let list = try await inNew.get("/boxes", client)
            #expect(list.text.contains("Storage unit"))
            #expect(list.text.contains("No boxes yet."))
            let back = try await inNew.post("/inventories/switch", ["inventory": Inventory.localID.description], client)
            #expect(back.setCookies["tote_inventory"] == Inventory.localID.description)

            let strangerToken = try await environment.addStranger("sam", ownerToken: ownerToken)
            let foreign = WebSession(token: strangerToken, inventory: newInventory)
            let page = try await foreign.get("/boxes", client)
            #expect(page.text.contains("sam&#39;s things"))
            #expect(!page.text.contains("Storage unit"))
        }
    }
}
