import ToteDomain

extension StoreState {
    mutating func add(_ account: Account) throws(AccessError) {
        guard !accounts.contains(where: { $0.username == account.username }) else {
            throw .usernameTaken(account.username)
        }
        accounts.append(account)
    }

    mutating func save(_ account: Account) throws(UnknownAccount) {
        guard let index = accounts.firstIndex(where: { $0.id == account.id }) else {
            throw UnknownAccount(account: account.id)
        }
        accounts[index] = account
    }

    /// Gives the account `hash` as its password and ends its credentials but `kept`; returns the tokens revoked.
    mutating func changePassword(
        of account: AccountID, to hash: PasswordHash, keeping kept: TokenDigest?
    ) throws(AccessError) -> [ApiToken] {
        guard let index = accounts.firstIndex(where: { $0.id == account }) else { throw .memberNotFound }
        accounts[index].passwordHash = hash
        return endCredentials(of: account, keeping: kept)
    }

    /// Ends the account's sessions and revokes its personal tokens, but `kept`; returns the tokens revoked.
    mutating func endCredentials(of account: AccountID, keeping kept: TokenDigest? = nil) -> [ApiToken] {
        sessions.removeAll { $0.account == account && $0.digest != kept }
        let revoked = apiTokens.filter { $0.account == account && $0.digest != kept }
        apiTokens.removeAll { $0.account == account && $0.digest != kept }
        return revoked
    }

    mutating func add(_ membership: Membership) {
        memberships.removeAll { $0.inventory == membership.inventory && $0.account == membership.account }
        memberships.append(membership)
    }

    /// ``Membership/requireOwnerLeft(among:changing:to:)`` over the inventory's memberships.
    func requireOwnerLeft(changing account: AccountID, in inventory: InventoryID, to role: Role?) throws(AccessError) {
        try Membership.requireOwnerLeft(
            among: memberships.lazy.filter { $0.inventory == inventory }, changing: account, to: role)
    }

    func inventory(_ id: InventoryID) -> Inventory? {
        guard let record = inventories[id.description], let name = try? InventoryName(record.name) else { return nil }
        return Inventory(id: id, name: name)
    }

    mutating func save(_ inventory: Inventory) {
        open(inventory.id)
        self[inventory.id].name = inventory.name.text
    }

    mutating func add(_ session: Session) {
        sessions.append(session)
    }

    mutating func removeSession(_ digest: TokenDigest) {
        sessions.removeAll { $0.digest == digest }
    }
}

/// An account was saved that the store never had.
struct UnknownAccount: Error, CustomStringConvertible {
    let account: AccountID

    var description: String { "there is no account \(account)" }
}
