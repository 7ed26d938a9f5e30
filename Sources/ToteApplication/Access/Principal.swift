import ToteDomain

/// Who is making a request, and what they are a member of.
public struct Principal: Hashable, Sendable {
    public let account: Account
    public let memberships: [Membership]

    public init(account: Account, memberships: [Membership]) {
        self.account = account
        self.memberships = memberships
    }

    /// The role in an inventory, or nil for an inventory the account does not belong to.
    public func role(in inventory: InventoryID) -> Role? {
        memberships.first { $0.inventory == inventory }?.role
    }

    /// The role in an inventory if it allows `action`; an inventory the account does not belong to
    /// is reported as not found, so that its existence is not revealed.
    @discardableResult
    public func require(_ action: Role.Action, in inventory: InventoryID) throws(AccessError) -> Role {
        guard let role = role(in: inventory) else { throw .inventoryNotFound }
        guard role.allows(action) else { throw .forbidden(role, action) }
        return role
    }
}
