import ToteApplication
import ToteDomain

/// ``AccountRepository`` over a ``StoreStateContainer``.
struct StateAccountRepository<Container: StoreStateContainer>: AccountRepository {
    let container: Container

    func add(_ account: Account) async throws {
        try await container.write { try $0.add(account) }
    }

    func addFirstOwner(_ account: Account, of inventory: Inventory) async throws {
        try await container.write { state in
            guard state.accounts.isEmpty else { throw AccessError.setupAlreadyDone }
            try state.add(account)
            state.save(inventory)
            state.add(Membership(inventory: inventory.id, account: account.id, role: .owner))
        }
    }

    func save(_ account: Account) async throws {
        try await container.write { try $0.save(account) }
    }

    func changePassword(of account: AccountID, to hash: PasswordHash, keeping kept: TokenDigest?) async throws
        -> [ApiToken]
    {
        try await container.write { try $0.changePassword(of: account, to: hash, keeping: kept) }
    }

    func endCredentials(of account: AccountID) async throws -> [ApiToken] {
        try await container.write { $0.endCredentials(of: account) }
    }

    func account(_ id: AccountID) async throws -> Account? {
        try await container.read { $0.accounts.first { $0.id == id } }
    }

    func account(named username: Username) async throws -> Account? {
        try await container.read { $0.accounts.first { $0.username == username } }
    }

    func count() async throws -> Int {
        try await container.read { $0.accounts.count }
    }
}

/// ``MembershipRepository`` over a ``StoreStateContainer``.
struct StateMembershipRepository<Container: StoreStateContainer>: MembershipRepository {
    let container: Container

    func add(_ membership: Membership) async throws {
        try await container.write { $0.add(membership) }
    }

    func memberships(of account: AccountID) async throws -> [Membership] {
        try await container.read { $0.memberships.filter { $0.account == account } }
    }

    func members(of inventory: InventoryID) async throws -> [Membership] {
        try await container.read { $0.memberships.filter { $0.inventory == inventory } }
    }

    func changeRole(of account: AccountID, in inventory: InventoryID, to role: Role) async throws {
        try await container.write { state in
            try state.requireOwnerLeft(changing: account, in: inventory, to: role)
            state.add(Membership(inventory: inventory, account: account, role: role))
        }
    }

    func remove(_ account: AccountID, from inventory: InventoryID) async throws {
        try await container.write { state in
            try state.requireOwnerLeft(changing: account, in: inventory, to: nil)
            state.memberships.removeAll { $0.account == account && $0.inventory == inventory }
        }
    }
}

/// ``InventoryRepository`` over a ``StoreStateContainer``.
struct StateInventoryRepository<Container: StoreStateContainer>: InventoryRepository {
    let container: Container

    func save(_ inventory: Inventory) async throws {
        try await container.write { $0.save(inventory) }
    }

    func inventory(_ id: InventoryID) async throws -> Inventory? {
        try await container.read { $0.inventory(id) }
    }
}

/// ``SessionRepository`` over a ``StoreStateContainer``.
struct StateSessionRepository<Container: StoreStateContainer>: SessionRepository {
    let container: Container

    func add(_ session: Session) async throws {
        try await container.write { $0.add(session) }
    }

    func session(_ digest: TokenDigest) async throws -> Session? {
        try await container.read { $0.sessions.first { $0.digest == digest } }
    }

    func remove(_ digest: TokenDigest) async throws {
        try await container.write { $0.removeSession(digest) }
    }
}
