import Foundation
import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@Suite("Password routes")
struct PasswordRoutesTests {
    private func login(_ username: String, _ password: String, _ client: some TestClientProtocol) async throws
        -> APIResponse
    {
        try await client.send(
            .post, "/api/v1/session", body: #"{"username":"\#(username)","password":"\#(password)"}"#)
    }

    /// Makes a personal token for the holder of `session`, as a script of theirs would use.
    private func token(_ name: String, for session: SecretToken, _ client: some TestClientProtocol) async throws
        -> SecretToken
    {
        let made = try await client.send(.post, "/api/v1/tokens", token: session, body: #"{"name":"\#(name)"}"#)
        return SecretToken(try #require(made.object["token"] as? String))
    }

    @Test("a member changes their password: other sessions end and every other personal token is revoked, by name")
    func change() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let other = try #require(
                try await login("eddie", TestEnvironment.password, client).object["token"] as? String)
            let script = try await token("Backup script", for: world.editor, client)
            let changed = try await client.send(
                .post, "/api/v1/password", token: world.editor,
                body: #"{"currentPassword":"\#(TestEnvironment.password)","newPassword":"a much longer secret"}"#)
            #expect(changed.status == .ok)
            let revoked = changed.object["revokedTokens"] as? [[String: Any]]
            #expect(revoked?.compactMap { $0["name"] as? String } == ["Backup script"])
            #expect(try await client.send(.get, "/api/v1/session", token: world.editor).status == .ok)
            #expect(try await client.send(.get, "/api/v1/session", token: SecretToken(other)).status == .unauthorized)
            #expect(try await client.send(.get, "/api/v1/session", token: script).status == .unauthorized)
            #expect(try await login("eddie", TestEnvironment.password, client).status == .unauthorized)
            #expect(try await login("eddie", "a much longer secret", client).status == .created)
        }
    }

    @Test("logging out everywhere ends every session and revokes every personal token, this one too")
    func everywhere() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let script = try await token("Laptop", for: world.editor, client)
            let ended = try await client.send(.delete, "/api/v1/sessions", token: script)
            #expect(ended.status == .ok)
            #expect((ended.object["revokedTokens"] as? [[String: Any]])?.count == 1)
            for credential in [world.editor, script] {
                #expect(try await client.send(.get, "/api/v1/session", token: credential).status == .unauthorized)
            }
        }
    }

    @Test("a wrong current password or a short new one changes nothing")
    func refused() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let wrong = try await client.send(
                .post, "/api/v1/password", token: world.editor,
                body: #"{"currentPassword":"not my password","newPassword":"a much longer secret"}"#)
            wrong.expectProblem(.forbidden, "the current password is not right; the password was not changed")
            let short = try await client.send(
                .post, "/api/v1/password", token: world.editor,
                body: #"{"currentPassword":"\#(TestEnvironment.password)","newPassword":"short"}"#)
            #expect(short.status == .unprocessableContent)
            #expect(try await login("eddie", TestEnvironment.password, client).status == .created)
        }
    }

    @Test("an owner makes a reset link for a member; it sets a password once, ending every session and token")
    func resetLink() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let members = try await client.send(.get, APIWorld.inventory + "/members", token: world.owner)
            let eddie = try #require(
                members.entries.first { $0["username"] as? String == "eddie" }?["accountId"] as? String)
            let backdoor = try await token("Backdoor", for: world.editor, client)
            let path = APIWorld.inventory + "/members/\(eddie)/password-resets"
            #expect(try await client.send(.post, path, token: world.editor).status == .forbidden)
            #expect(try await client.send(.post, path, token: world.stranger).status == .notFound)
            let made = try await client.send(.post, path, token: world.owner)
            #expect(made.status == .created)
            let secret = try #require(made.object["token"] as? String)
            #expect((made.object["url"] as? String)?.hasSuffix("/password-resets/\(secret)") == true)
            let listed = try await client.send(.get, APIWorld.inventory + "/password-resets", token: world.owner)
            #expect(listed.entries.map { $0["accountId"] as? String } == [eddie])
            #expect(listed.entries.allSatisfy { $0["token"] == nil })

            let use = "/api/v1/password-resets/\(secret)"
            let short = try await client.send(.post, use, body: #"{"newPassword":"short"}"#)
            #expect(short.status == .unprocessableContent)
            let reset = try await client.send(.post, use, body: #"{"newPassword":"chosen by eddie"}"#)
            #expect(reset.status == .created)
            #expect(
                (reset.object["revokedTokens"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == [
                    "Backdoor"
                ])
            for old in [world.editor, backdoor] {
                #expect(try await client.send(.get, "/api/v1/session", token: old).status == .unauthorized)
            }
            let again = try await client.send(.post, use, body: #"{"newPassword":"chosen by someone else"}"#)
            again.expectProblem(
                .notFound, "this password reset link is not valid: it may have expired, been used or been withdrawn")
            #expect(try await login("eddie", "chosen by eddie", client).status == .created)
            #expect(
                try await client.send(.get, APIWorld.inventory + "/password-resets", token: world.owner).entries.isEmpty
            )
        }
    }

    @Test("a withdrawn reset link sets nothing; an owner's own account and a co-owner's get none")
    func resetLinkRules() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let members = try await client.send(.get, APIWorld.inventory + "/members", token: world.owner)
            let id = { (name: String) in
                members.entries.first { $0["username"] as? String == name }?["accountId"] as? String ?? ""
            }
            let made = try await client.send(
                .post, APIWorld.inventory + "/members/\(id("vera"))/password-resets", token: world.owner)
            let digest = try #require(made.object["id"] as? String)
            let secret = try #require(made.object["token"] as? String)
            let withdrawn = try await client.send(
                .delete, APIWorld.inventory + "/password-resets/\(digest)", token: world.owner)
            #expect(withdrawn.status == .noContent)
            let late = try await client.send(
                .post, "/api/v1/password-resets/\(secret)", body: #"{"newPassword":"too late now"}"#)
            #expect(late.status == .notFound)
            #expect(try await login("vera", TestEnvironment.password, client).status == .created)

            let own = try await client.send(
                .post, APIWorld.inventory + "/members/\(id("robin"))/password-resets", token: world.owner)
            own.expectProblem(.forbidden, "change your own password on your account page")
            let promote = try await client.send(
                .patch, APIWorld.inventory + "/members/\(id("eddie"))", token: world.owner, body: #"{"role":"owner"}"#)
            #expect(promote.status == .ok)
            let coOwner = try await client.send(
                .post, APIWorld.inventory + "/members/\(id("eddie"))/password-resets", token: world.owner)
            #expect(coOwner.status == .forbidden)
            let old = APIWorld.inventory + "/members/\(id("vera"))/password"
            #expect(
                try await client.send(.post, old, token: world.owner, body: #"{"newPassword":"x"}"#).status == .notFound
            )
        }
    }

    @Test("an owner of another inventory cannot take over an account that joins it: the first step fails")
    func noTakeover() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            // Mallory, a viewer of the owner's home, makes an inventory of her own and invites Bob, the owner.
            let mallory = world.viewer
            let made = try await client.send(.post, "/api/v1/inventories", token: mallory, body: #"{"name":"Bait"}"#)
            let bait = try #require(made.object["id"] as? String)
            let invitation = try await client.send(
                .post, "/api/v1/inventories/\(bait)/invitations", token: mallory, body: #"{"role":"viewer"}"#)
            let secret = try #require(invitation.object["token"] as? String)
            #expect(
                try await client.send(.post, "/api/v1/invitations/\(secret)/accept", token: world.editor).status == .ok)
            let members = try await client.send(.get, "/api/v1/inventories/\(bait)/members", token: mallory)
            let eddie = try #require(
                members.entries.first { $0["username"] as? String == "eddie" }?["accountId"] as? String)

            let takeover = try await client.send(
                .post, "/api/v1/inventories/\(bait)/members/\(eddie)/password-resets", token: mallory)
            takeover.expectProblem(
                .forbidden,
                "this member also belongs to inventories you do not own, so only they, or whoever runs the server with "
                    + "tote user password, can change their password")
            #expect(try await client.send(.get, "/api/v1/session", token: world.editor).status == .ok)
            #expect(try await login("eddie", TestEnvironment.password, client).status == .created)
        }
    }
}
