import Foundation
import ToteDomain

/// Inventories, their members and invitations, and personal API tokens: who may see and change what.
public struct MembershipService: Sendable {
    /// How long an invitation link can be used.
    public static let invitationLifetime: TimeInterval = 7 * 24 * 60 * 60

    let ports: AccessPorts
    let access: AccessService
    let clock: any TimeSource

    public init(ports: AccessPorts, access: AccessService, clock: any TimeSource) {
        self.ports = ports
        self.access = access
        self.clock = clock
    }

    /// The inventories the person belongs to, by name.
    public func inventories(of principal: Principal) async throws -> [InventorySummary] {
        var summaries: [InventorySummary] = []
        for membership in principal.memberships {
            guard let inventory = try await ports.inventories.inventory(membership.inventory) else { continue }
            summaries.append(InventorySummary(id: inventory.id, name: inventory.name, role: membership.role))
        }
        return summaries.sorted { $0.name.text.localizedStandardCompare($1.name.text) == .orderedAscending }
    }

    /// Makes a new inventory with the person as its owner.
    public func createInventory(named name: String, by principal: Principal) async throws -> InventoryID {
        let inventory = Inventory(id: InventoryID.random(), name: try InventoryName(name))
        try await ports.inventories.save(inventory)
        try await ports.memberships.add(
            Membership(inventory: inventory.id, account: principal.account.id, role: .owner))
        return inventory.id
    }

    public func members(of inventory: InventoryID, for principal: Principal) async throws -> [MemberSummary] {
        try principal.require(.read, in: inventory)
        var members: [MemberSummary] = []
        for membership in try await ports.memberships.members(of: inventory) {
            guard let account = try await ports.accounts.account(membership.account) else { continue }
            members.append(
                MemberSummary(
                    account: account.id, username: account.username, displayName: account.displayName,
                    role: membership.role))
        }
        return members.sorted { $0.username.text < $1.username.text }
    }

    /// An owner invites someone to join with a role.
    public func invite(_ request: InviteRequest, by principal: Principal) async throws -> InvitationResponse {
        try principal.require(.manageMembers, in: request.inventory)
        let role = try Role(parsing: request.role)
        let secret = ports.secrets.newSecret()
        let invitation = Invitation(
            digest: ports.secrets.digest(of: secret), inventory: request.inventory, role: role,
            invitedBy: principal.account.id, expiresAt: clock.now() + Self.invitationLifetime)
        try await ports.invitations.add(invitation)
        return InvitationResponse(token: secret, role: role, expiresAt: invitation.expiresAt)
    }

    /// The pending invitations of an inventory, for its owners.
    public func invitations(to inventory: InventoryID, for principal: Principal) async throws -> [Invitation] {
        try principal.require(.manageMembers, in: inventory)
        let now = clock.now()
        return try await ports.invitations.invitations(to: inventory).filter { $0.isValid(at: now) }
    }

    /// Withdraws a pending invitation of `inventory`, named by its digest: its link stops working.
    /// Throws ``AccessError/invitationInvalid`` for one that is not pending there.
    public func revokeInvitation(_ digest: TokenDigest, in inventory: InventoryID, by principal: Principal) async throws
    {
        try principal.require(.manageMembers, in: inventory)
        guard try await ports.invitations.invitations(to: inventory).contains(where: { $0.digest == digest }) else {
            throw AccessError.invitationInvalid
        }
        try await ports.invitations.remove(digest)
    }

    /// What a usable invitation offers, in the words its page needs: which inventory, and who sent it.
    public func details(of token: SecretToken) async throws -> InvitationDetails {
        let invitation = try await invitation(token)
        return InvitationDetails(
            invitation: invitation, inventoryName: try await ports.inventories.inventory(invitation.inventory)?.name,
            inviterName: try await ports.accounts.account(invitation.invitedBy)?.displayName)
    }

    /// The invitation a secret stands for, if it can still be used.
    public func invitation(_ token: SecretToken) async throws -> Invitation {
        guard let invitation = try await ports.invitations.invitation(ports.secrets.digest(of: token)),
            invitation.isValid(at: clock.now())
        else { throw AccessError.invitationInvalid }
        return invitation
    }

    /// Someone new accepts: their account is made, joins the inventory and is logged in. An invitation makes one
    /// account, however many requests use it at the same moment.
    ///
    /// A username that is taken leaves the invitation as it was, so that the person can pick another; it counts
    /// against the invitation and the address like a failed login, so that a link cannot be used to find out which
    /// usernames exist: after five, the invitation answers ``AccessError/tooManyAttempts(retryAfterSeconds:)``.
    public func accept(_ request: AcceptInvitationRequest) async throws -> LoginResponse {
        let username = try Username(request.username)
        let displayName = try DisplayName(request.displayName)
        let password = try Password(request.password)
        _ = try await invitation(request.token)
        let digest = ports.secrets.digest(of: request.token)
        let attempt = try await access.throttle.reserve(account: "invitation " + digest.hex, address: request.address)
        let id = AccountID.random()
        do {
            let account = Account(
                id: id, username: username, displayName: displayName,
                passwordHash: try await ports.hasher.hash(password), createdAt: clock.now())
            _ = try await ports.invitations.redeem(digest, at: clock.now(), by: id, creating: account)
        } catch {
            // The first error is the one to tell, even if the attempt cannot be withdrawn.
            if !Self.tellsUsernameTaken(error) { try? await access.throttle.withdraw(attempt) }
            throw error
        }
        try await access.throttle.withdraw(attempt)
        return try await access.startSession(for: id)
    }

    private static func tellsUsernameTaken(_ error: any Error) -> Bool {
        if case AccessError.usernameTaken = error { true } else { false }
    }

    /// Someone who already has an account accepts; a role they already have in the inventory is not lowered.
    public func accept(_ token: SecretToken, by principal: Principal) async throws -> InventoryID {
        let invitation = try await ports.invitations.redeem(
            ports.secrets.digest(of: token), at: clock.now(), by: principal.account.id, creating: nil)
        return invitation.inventory
    }

    public func changeRole(of member: AccountID, in inventory: InventoryID, to role: String, by principal: Principal)
        async throws
    {
        try principal.require(.manageMembers, in: inventory)
        try await ports.memberships.changeRole(of: member, in: inventory, to: try Role(parsing: role))
    }

    /// An owner removes a member, or a member leaves; the last owner cannot go, even when the other owners leave
    /// or are demoted at the same moment (the store checks it in the same transaction).
    public func remove(_ member: AccountID, from inventory: InventoryID, by principal: Principal) async throws {
        if member != principal.account.id { try principal.require(.manageMembers, in: inventory) }
        try await ports.memberships.remove(member, from: inventory)
    }

    /// How long a password reset link works.
    public static let resetLinkLifetime: TimeInterval = 24 * 60 * 60

    /// An owner makes a link for a member who forgot their password, to hand to them; whoever opens it chooses the
    /// account's new password. Only for a member who owns no inventory and belongs to none this owner does not own
    /// (``PasswordReset/check(_:of:by:owning:)``), so a link never opens an inventory its maker could not.
    public func makeResetLink(for member: AccountID, in inventory: InventoryID, by principal: Principal) async throws
        -> NewPasswordReset
    {
        try principal.require(.manageMembers, in: inventory)
        let memberships = try await ports.memberships.memberships(of: member)
        guard memberships.contains(where: { $0.inventory == inventory }) else { throw AccessError.memberNotFound }
        try PasswordReset.check(memberships, of: member, by: principal.account.id, owning: principal.memberships)
        let secret = ports.secrets.newSecret()
        let reset = PasswordReset(
            digest: ports.secrets.digest(of: secret), account: member, inventory: inventory,
            madeBy: principal.account.id, expiresAt: clock.now() + Self.resetLinkLifetime)
        try await ports.passwordResets.add(reset)
        return NewPasswordReset(token: secret, reset: reset)
    }

    /// The pending reset links made in an inventory, for its owners.
    public func resetLinks(in inventory: InventoryID, for principal: Principal) async throws -> [PendingPasswordReset] {
        try principal.require(.manageMembers, in: inventory)
        let now = clock.now()
        var pending: [PendingPasswordReset] = []
        for reset in try await ports.passwordResets.resets(in: inventory) where reset.isValid(at: now) {
            pending.append(
                PendingPasswordReset(
                    reset: reset, member: try await ports.accounts.account(reset.account)?.displayName,
                    madeBy: try await ports.accounts.account(reset.madeBy)?.displayName))
        }
        return pending
    }

    /// Withdraws a pending reset link of `inventory`, named by its digest: it stops working.
    /// Throws ``AccessError/resetLinkInvalid`` for one that is not pending there.
    public func withdrawResetLink(_ digest: TokenDigest, in inventory: InventoryID, by principal: Principal)
        async throws
    {
        try principal.require(.manageMembers, in: inventory)
        guard try await ports.passwordResets.resets(in: inventory).contains(where: { $0.digest == digest }) else {
            throw AccessError.resetLinkInvalid
        }
        try await ports.passwordResets.remove(digest)
    }

    public func createApiToken(named name: String, by principal: Principal) async throws -> NewApiToken {
        let name = try TokenName(name)
        let secret = ports.secrets.newSecret()
        let token = ApiToken(
            id: ApiTokenID.random(), account: principal.account.id, name: name,
            digest: ports.secrets.digest(of: secret),
            createdAt: clock.now())
        try await ports.apiTokens.add(token)
        return NewApiToken(secret: secret, token: token)
    }

    public func apiTokens(of principal: Principal) async throws -> [ApiToken] {
        try await ports.apiTokens.tokens(of: principal.account.id).sorted { $0.createdAt < $1.createdAt }
    }

    public func revokeApiToken(_ id: ApiTokenID, by principal: Principal) async throws {
        guard try await ports.apiTokens.tokens(of: principal.account.id).contains(where: { $0.id == id }) else {
            throw AccessError.apiTokenNotFound
        }
        try await ports.apiTokens.remove(id)
    }
}
