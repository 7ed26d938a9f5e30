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
