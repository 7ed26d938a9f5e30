import Foundation
import ToteDomain

/// Someone who may add an account to the local inventory.
public struct AddUserRequest: Sendable {
    public var username: String
    public var displayName: String
    public var password: String
    /// The role in the local inventory; the first account is always its owner.
    public var role: String?

    public init(username: String, displayName: String, password: String, role: String? = nil) {
        self.username = username
        self.displayName = displayName
        self.password = password
        self.role = role
    }
}

/// Accounts made by whoever runs Tote on the machine that holds the store, without an invitation:
/// the first becomes the owner of the local inventory, later ones join it (as editors unless told otherwise).
public struct UserAdministration: Sendable {
    let ports: AccessPorts
    let clock: any TimeSource

    public init(ports: AccessPorts, clock: any TimeSource) {
        self.ports = ports
        self.clock = clock
    }

    /// Gives an account a new password from the machine that holds the store, for someone who forgot theirs: every
    /// session of that account ends and every personal API token of it is revoked.
    /// Returns the account's username as stored, and the tokens revoked.
    @discardableResult
    public func resetPassword(of username: String, to newPassword: String) async throws
        -> (username: Username, ended: EndedCredentials)
    {
        let password = try Password(newPassword)
        guard let name = try? Username(username), let account = try await ports.accounts.account(named: name) else {
            throw AccessError.memberNotFound
        }
        let revoked = try await ports.accounts.changePassword(
            of: account.id, to: try await ports.hasher.hash(password), keeping: nil)
        return (account.username, EndedCredentials(revokedTokens: revoked))
    }

    public func addUser(_ request: AddUserRequest) async throws -> MemberSummary {
        let username = try Username(request.username)
        let displayName = try DisplayName(request.displayName)
        let password = try Password(request.password)
        let first = try await ports.accounts.count() == 0
        let role = try request.role.map(Role.init(parsing:)) ?? (first ? .owner : .editor)
        if first, role != .owner { throw AccessError.lastOwner }
        let account = Account(
            id: AccountID.random(), username: username, displayName: displayName,
            passwordHash: try await ports.hasher.hash(password), createdAt: clock.now())
        try await ports.accounts.add(account)
        if try await ports.inventories.inventory(Inventory.localID) == nil {
            try await ports.inventories.save(Inventory(id: Inventory.localID, name: try InventoryName("Home")))
        }
        try await ports.memberships.add(Membership(inventory: Inventory.localID, account: account.id, role: role))
        return MemberSummary(account: account.id, username: username, displayName: displayName, role: role)
    }
}
