import Foundation
import HummingbirdTesting
import Testing
import ToteApplication
import ToteHTTPTesting

@Suite("Invitation links")
struct InvitationLinkRouteTests {
    @Test("the link is from the public URL when set, else never from the Host a request names")
    func absolute() async throws {
        let configured = TestEnvironment(publicURL: try PublicURL("https://boxes.example.org/tote/"))
        let (owner, _) = try await configured.ownerWithKitchen()
        try await configured.webApplication().test(.router) { client in
            let page = try await owner.post("/members/invite", ["role": "editor"], client).text
            #expect(page.contains(/href="https:\/\/boxes\.example\.org\/tote\/invitations\/[A-Za-z0-9_-]+"/))
            #expect(page.contains("data-copy=\"https://boxes.example.org/tote/invitations/"))
        }
        let plain = TestEnvironment()
        let (browser, _) = try await plain.ownerWithKitchen()
        try await plain.webApplication().test(.router) { client in
            // The test client asks for every address on the host "localhost"; its connection has no address.
            let page = try await browser.post("/members/invite", ["role": "viewer"], client).text
            #expect(page.contains(/href="\/invitations\//))
            #expect(!page.contains("localhost/invitations"))
        }
    }

    @Test("a pending invitation is listed and can be withdrawn, after which its link no longer works")
    func withdraw() async throws {
        let environment = TestEnvironment()
        let (owner, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let invited = try await owner.post("/members/invite", ["role": "editor"], client).text
            let link = String(try #require(invited.firstMatch(of: /\/invitations\/[A-Za-z0-9_-]+/)).output)
            let members = try await owner.get("/members", client).text
            let action = String(
                try #require(members.firstMatch(of: /\/members\/invitations\/[^\/"]+\/revoke/)).output)
            #expect(try await owner.post(action, [:], client).location == "/members")
            #expect(!(try await owner.get("/members", client).text.contains("Editor invitation")))
            #expect(try await WebSession().get(link, client).status == .notFound)
            #expect(try await owner.post(action, [:], client).status == .notFound)
        }
    }
}
