import ToteDomain

/// A changed account was saved, but no account with its id is stored.
struct UnknownAccount: Error, Equatable, CustomStringConvertible {
    let account: AccountID

    var description: String { "the account \(account) is not in the database" }
}
