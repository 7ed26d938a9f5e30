/// That an account belongs to an inventory, and with which role.
public struct Membership: Hashable, Sendable, Codable {
    public let inventory: InventoryID
    public let account: AccountID
    public var role: Role

    public init(inventory: InventoryID, account: AccountID, role: Role) {
        self.inventory = inventory
        self.account = account
        self.role = role
    }
}
