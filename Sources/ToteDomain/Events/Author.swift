/// Who made a change, as the history tells it: a member, with the name they had then, or someone at the command line
/// of the machine that holds the store.
public struct Author: Hashable, Sendable, Codable {
    /// The member's account; nil for the command line.
    public let account: AccountID?
    public let name: String

    public init(account: AccountID, name: DisplayName) {
        self.account = account
        self.name = name.text
    }

    private init(name: String) {
        account = nil
        self.name = name
    }

    /// Changes made with `tote` on the machine that holds the store, which asks no one to log in.
    public static let commandLine = Author(name: "command line")

    /// Reads an author Tote kept as its account and name: without an account, the command line.
    public init(storedAccount account: AccountID?, name: String) throws(ValidationError) {
        guard let account else {
            self = .commandLine
            return
        }
        self.init(account: account, name: try DisplayName(stored: name))
    }
}
