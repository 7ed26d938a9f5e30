extension Membership {
    /// The rule that keeps an inventory in someone's hands: throws ``AccessError/memberNotFound`` unless `account` is
    /// among `members` (all of one inventory's), and ``AccessError/lastOwner`` when giving it `role` (nil: no
    /// membership) would leave the inventory without an owner.
    public static func requireOwnerLeft(
        among members: some Sequence<Membership>, changing account: AccountID, to role: Role?
    ) throws(AccessError) {
        var current: Role?
        var otherOwners = 0
        for member in members {
            if member.account == account {
                current = member.role
            } else if member.role == .owner {
                otherOwners += 1
            }
        }
        guard let current else { throw .memberNotFound }
        guard current == .owner, role != .owner else { return }
        guard otherOwners > 0 else { throw .lastOwner }
    }
}
