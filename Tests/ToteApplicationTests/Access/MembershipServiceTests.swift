import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@Suite("Members and invitations")
struct MembershipServiceTests {
    @Test("an invited person joins with the role of the invitation, once")
    func invitationJoins() async throws {
        let fixture = AccessFixture()
        let owner = try await fixture.owner()
        let invitation = try await fixture.memberships.invite(
            InviteRequest(inventory: Inventory.localID, role: "Viewer"), by: owner)

        let session = try await fixture.memberships.accept(
            AcceptInvitationRequest(
                token: invitation.token, username: "sam", displayName: "Sam", password: "sam's long password",
                address: "192.0.2.1"))

        let sam = try await fixture.service.authenticate(session.token)
        #expect(sam.role(in: Inventory.localID) == .viewer)
        await #expect(throws: AccessError.invitationInvalid) {
            try await fixture.memberships.accept(
                AcceptInvitationRequest(
                    token: invitation.token, username: "eve", displayName: "Eve", password: "eve's long password",
                    address: "192.0.2.1"))
        }
        #expect(try await fixture.store.accounts().count() == 2)
    }

    @Test("a single-use invitation accepted by 20 people at the same moment makes one account")
    func concurrentAcceptance() async throws {
        let fixture = AccessFixture()
        let owner = try await fixture.owner()
        let invitation = try await fixture.memberships.invite(
            InviteRequest(inventory: Inventory.localID, role: "owner"), by: owner)

        let outcomes = await concurrently(20) { index in
            _ = try await fixture.memberships.accept(
                AcceptInvitationRequest(
                    token: invitation.token, username: "person\(index)", displayName: "Person",
                    password: "a long enough password", address: "192.0.2.1"))
        }

        // Attempts are counted against the link before they are decided, as failed logins are, so some of the
        // nineteen are refused for that instead.
        #expect(outcomes["done"] == 1)
        let refusals = [AccessError.invitationInvalid, .tooManyAttempts(retryAfterSeconds: 900)].map(\.description)
        #expect(Set(outcomes.keys).subtracting(["done"]).isSubset(of: refusals))
        #expect(outcomes.values.reduce(0, +) == 20)
        #expect(try await fixture.store.accounts().count() == 2)
        #expect(try await fixture.store.memberships().members(of: Inventory.localID).count == 2)
    }

    @Test("a taken username keeps the invitation, but after five the link is throttled and then still works")
    func probingUsernames() async throws {
        let fixture = AccessFixture()
        let owner = try await fixture.owner()
        let invitation = try await fixture.memberships.invite(
            InviteRequest(inventory: Inventory.localID, role: "viewer"), by: owner)
        func accept(_ username: String, from address: String = "203.0.113.9") async throws {
            _ = try await fixture.memberships.accept(
                AcceptInvitationRequest(
                    token: invitation.token, username: username, displayName: "Someone",
                    password: "a long enough password", address: address))
        }

        for _ in 1...5 {
            await #expect(throws: AccessError.usernameTaken(try Username("robin"))) { try await accept("robin") }
        }
        await #expect(throws: AccessError.tooManyAttempts(retryAfterSeconds: 900)) { try await accept("sam") }
        await #expect(throws: AccessError.tooManyAttempts(retryAfterSeconds: 900)) {
            try await accept("sam", from: "198.51.100.7")
        }
        #expect(try await fixture.store.accounts().count() == 1)

        fixture.clock.advance(by: LoginThrottle.Policy().window)
        try await accept("sam")
        #expect(try await fixture.store.accounts().count() == 2)
    }

    @Test("refusals that tell nothing about usernames do not count against the link")
    func otherRefusalsDoNotCount() async throws {
        let fixture = AccessFixture()
        let owner = try await fixture.owner()
        let invitation = try await fixture.memberships.invite(
            InviteRequest(inventory: Inventory.localID, role: "viewer"), by: owner)

        for _ in 1...10 {
            await #expect(throws: ValidationError.self) {
                _ = try await fixture.memberships.accept(
                    AcceptInvitationRequest(
                        token: invitation.token, username: "sam", displayName: "Sam", password: "short",
                        address: "192.0.2.1"))
            }
        }

        _ = try await fixture.memberships.accept(
            AcceptInvitationRequest(
                token: invitation.token, username: "sam", displayName: "Sam", password: "a long enough password",
                address: "192.0.2.1"))
    }

    @Test("an expired invitation is refused")
    func expired() async throws {
        let fixture = AccessFixture()
        let owner = try await fixture.owner()
        let invitation = try await fixture.memberships.invite(
            InviteRequest(inventory: Inventory.localID, role: "editor"), by: owner)

        fixture.clock.advance(by: MembershipService.invitationLifetime)

        await #expect(throws: AccessError.invitationInvalid) {
            try await fixture.memberships.invitation(invitation.token)
        }
        #expect(try await fixture.memberships.invitations(to: Inventory.localID, for: owner).isEmpty)
    }

    @Test("only an owner invites, and only to an inventory they belong to")
    func whoInvites() async throws {
        let fixture = AccessFixture()
        let owner = try await fixture.owner()
        let editor = try await fixture.member("sam", role: .editor, by: owner)

        await #expect(throws: AccessError.forbidden(.editor, .manageMembers)) {
            try await fixture.memberships.invite(InviteRequest(inventory: Inventory.localID, role: "owner"), by: editor)
        }
        await #expect(throws: AccessError.inventoryNotFound) {
            try await fixture.memberships.invite(
                InviteRequest(inventory: InventoryID(UUID()), role: "viewer"), by: owner)
        }
        await #expect(throws: ValidationError.disallowedCharacters(.role, allowed: "owner, editor or viewer")) {
            try await fixture.memberships.invite(InviteRequest(inventory: Inventory.localID, role: "admin"), by: owner)
        }
    }

    @Test("members are listed with their roles; a stranger sees no inventory")
    func members() async throws {
        let fixture = AccessFixture()
        let owner = try await fixture.owner()
        try await fixture.member("sam", role: .viewer, by: owner)
        let strangerID = try await fixture.memberships.createInventory(named: "Elsewhere", by: owner)
        let stranger = try await fixture.member("zoe", role: .editor, by: owner)
        try await fixture.memberships.remove(stranger.account.id, from: Inventory.localID, by: owner)
        let zoe = try await fixture.service.authenticate(fixture.login("zoe").token)

        let listed = try await fixture.memberships.members(of: Inventory.localID, for: owner)

        #expect(listed.map(\.username.text) == ["robin", "sam"])
        #expect(listed.map(\.role) == [.owner, .viewer])
        await #expect(throws: AccessError.inventoryNotFound) {
            try await fixture.memberships.members(of: strangerID, for: zoe)
        }
        #expect(try await fixture.memberships.inventories(of: zoe).isEmpty)
        #expect(
            try await fixture.memberships.inventories(of: try await fixture.service.authenticate(fixture.login().token))
                .map(\.name.text) == ["Elsewhere", "Home"])
    }

    @Test("the last owner can be neither demoted nor removed")
    func lastOwner() async throws {
        let fixture = AccessFixture()
        let owner = try await fixture.owner()
        let sam = try await fixture.member("sam", role: .editor, by: owner)

        await #expect(throws: AccessError.lastOwner) {
            try await fixture.memberships.changeRole(
                of: owner.account.id, in: Inventory.localID, to: "viewer", by: owner)
        }
        await #expect(throws: AccessError.lastOwner) {
            try await fixture.memberships.remove(owner.account.id, from: Inventory.localID, by: owner)
        }
        try await fixture.memberships.changeRole(of: sam.account.id, in: Inventory.localID, to: "owner", by: owner)
        try await fixture.memberships.remove(owner.account.id, from: Inventory.localID, by: owner)
        let members = try await fixture.memberships.members(
            of: Inventory.localID, for: try await fixture.service.authenticate(fixture.login("sam").token))
        #expect(members.map(\.username.text) == ["sam"])
    }

    @Test("a member may leave, but not remove others")
    func leaving() async throws {
        let fixture = AccessFixture()
        let owner = try await fixture.owner()
        let sam = try await fixture.member("sam", role: .editor, by: owner)
        let kim = try await fixture.member("kim", role: .viewer, by: owner)

        await #expect(throws: AccessError.forbidden(.editor, .manageMembers)) {
            try await fixture.memberships.remove(kim.account.id, from: Inventory.localID, by: sam)
        }
        try await fixture.memberships.remove(sam.account.id, from: Inventory.localID, by: sam)

        #expect(
            try await fixture.memberships.members(of: Inventory.localID, for: owner).map(\.username.text) == [
                "kim", "robin",
            ])
    }

    @Test("an API token acts as its owner until revoked")
    func apiTokens() async throws {
        let fixture = AccessFixture()
        let owner = try await fixture.owner()
        let sam = try await fixture.member("sam", role: .viewer, by: owner)
        let created = try await fixture.memberships.createApiToken(named: "Backup script", by: owner)

        #expect(try await fixture.service.authenticate(created.secret).account.id == owner.account.id)
        #expect(try await fixture.memberships.apiTokens(of: owner).map(\.name.text) == ["Backup script"])
        await #expect(throws: AccessError.apiTokenNotFound) {
            try await fixture.memberships.revokeApiToken(created.token.id, by: sam)
        }

        try await fixture.memberships.revokeApiToken(created.token.id, by: owner)

        await #expect(throws: AccessError.notAuthenticated) { try await fixture.service.authenticate(created.secret) }
    }
}
