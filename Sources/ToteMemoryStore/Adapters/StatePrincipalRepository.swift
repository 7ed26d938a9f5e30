import Foundation
import ToteApplication
import ToteDomain

/// ``PrincipalRepository`` over a ``StoreStateContainer``: one read of the state.
struct StatePrincipalRepository<Container: StoreStateContainer>: PrincipalRepository {
    let container: Container

    func principal(holding digest: TokenDigest, at date: Date) async throws -> Principal? {
        try await container.read { state in
            let holder =
                state.sessions.first { $0.digest == digest && $0.isValid(at: date) }?.account
                ?? state.apiTokens.first { $0.digest == digest }?.account
            guard let holder, let account = state.accounts.first(where: { $0.id == holder }) else { return nil }
            return Principal(account: account, memberships: state.memberships.filter { $0.account == holder })
        }
    }
}
