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
}
