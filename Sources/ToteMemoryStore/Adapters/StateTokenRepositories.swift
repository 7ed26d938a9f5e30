import Foundation
import ToteApplication
import ToteDomain

/// ``InvitationRepository`` over a ``StoreStateContainer``.
struct StateInvitationRepository<Container: StoreStateContainer>: InvitationRepository {
    let container: Container

    func add(_ invitation: Invitation) async throws {
        try await container.write { $0.invitations.append(invitation) }
    }

    func invitation(_ digest: TokenDigest) async throws -> Invitation? {
        try await container.read { $0.invitations.first { $0.digest == digest } }
    }

    func invitations(to inventory: InventoryID) async throws -> [Invitation] {
        try await container.read { $0.invitations.filter { $0.inventory == inventory } }
    }

    func remove(_ digest: TokenDigest) async throws {
        try await container.write { $0.invitations.removeAll { $0.digest == digest } }
    }

    func redeem(_ digest: TokenDigest, at date: Date, by account: AccountID, creating newAccount: Account?)
        async throws -> Invitation
    {
        try await container.write { state in
            guard let invitation = state.invitations.first(where: { $0.digest == digest }), invitation.isValid(at: date)
            else { throw AccessError.invitationInvalid }
            if let newAccount { try state.add(newAccount) }
            state.invitations.removeAll { $0.digest == digest }
            if !state.memberships.contains(where: { $0.inventory == invitation.inventory && $0.account == account }) {
                state.add(Membership(inventory: invitation.inventory, account: account, role: invitation.role))
            }
            return invitation
        }
    }
}

/// ``ApiTokenRepository`` over a ``StoreStateContainer``.
struct StateApiTokenRepository<Container: StoreStateContainer>: ApiTokenRepository {
    let container: Container

    func add(_ token: ApiToken) async throws {
        try await container.write { $0.apiTokens.append(token) }
    }

    func token(_ digest: TokenDigest) async throws -> ApiToken? {
        try await container.read { $0.apiTokens.first { $0.digest == digest } }
    }

    func tokens(of account: AccountID) async throws -> [ApiToken] {
        try await container.read { $0.apiTokens.filter { $0.account == account } }
    }

    func remove(_ id: ApiTokenID) async throws {
        try await container.write { $0.apiTokens.removeAll { $0.id == id } }
    }
}

/// ``PasswordResetRepository`` over a ``StoreStateContainer``.
struct StatePasswordResetRepository<Container: StoreStateContainer>: PasswordResetRepository {
    let container: Container

    func add(_ reset: PasswordReset) async throws {
        try await container.write { $0.passwordResets.append(reset) }
    }

    func reset(_ digest: TokenDigest) async throws -> PasswordReset? {
        try await container.read { $0.passwordResets.first { $0.digest == digest } }
    }

    func resets(in inventory: InventoryID) async throws -> [PasswordReset] {
        try await container.read { $0.passwordResets.filter { $0.inventory == inventory } }
    }

    func remove(_ digest: TokenDigest) async throws {
        try await container.write { $0.passwordResets.removeAll { $0.digest == digest } }
    }

    func redeem(_ digest: TokenDigest, at date: Date, settingPassword hash: PasswordHash) async throws
        -> (reset: PasswordReset, revoked: [ApiToken])
    {
        try await container.write { state in
            guard let reset = state.passwordResets.first(where: { $0.digest == digest }), reset.isValid(at: date)
            else { throw AccessError.resetLinkInvalid }
            let revoked = try state.changePassword(of: reset.account, to: hash, keeping: nil)
            state.passwordResets.removeAll { $0.account == reset.account }
            return (reset, revoked)
        }
    }
}
