import ToteDomain

/// Logging the command line in to a Tote server and out, and which of the server's inventories its commands work on.
/// The composition root keeps the login; the command line knows neither the file nor the network.
public protocol ServerLogins: Sendable {
    /// Logs in to `request.server` and keeps the login in place of any before.
    func logIn(_ request: ServerLoginRequest) async throws -> ServerLogin
    /// Ends the kept login on its server (revoking its credential) and forgets it; nil when there was none.
    func logOut() async throws -> ServerLogout?
    /// Who the kept login (or the one `--server` names) is, as the server says now.
    func whoami(server: String?) async throws -> ServerLogin
    /// Makes the inventory named `name` the one commands work on.
    func use(_ name: String, server: String?) async throws -> ServerLogin
}

/// How `tote login` proves who is asking: an account's password, or a personal token made on the Account page.
public struct ServerLoginRequest: Sendable, Equatable {
    public enum Credential: Sendable, Equatable {
        case password(username: String, password: String)
        case token(String)
    }

    public let server: String
    public let credential: Credential
    /// A PEM file of the certificate authority to trust for this server; nil for the system's.
    public let authority: String?

    public init(server: String, credential: Credential, authority: String?) {
        self.server = server
        self.credential = credential
        self.authority = authority
    }
}

/// A login just forgotten: the server it was for, and whether the server revoked its token (not when it could not
/// be reached).
public struct ServerLogout: Sendable, Equatable {
    public let server: String
    public let revoked: Bool

    public init(server: String, revoked: Bool) {
        self.server = server
        self.revoked = revoked
    }
}

/// A login as people are told of it: the server, the account, its inventories and the one chosen.
public struct ServerLogin: Sendable, Equatable {
    public struct Membership: Sendable, Equatable {
        public let id: InventoryID
        public let name: String
        public let role: Role

        public init(id: InventoryID, name: String, role: Role) {
            self.id = id
            self.name = name
            self.role = role
        }
    }

    public let server: String
    public let username: String
    public let displayName: String
    public let inventories: [Membership]
    /// The inventory commands work on; nil while the account has none, or several and none was chosen.
    public let chosen: InventoryID?

    public init(
        server: String, username: String, displayName: String, inventories: [Membership], chosen: InventoryID?
    ) {
        self.server = server
        self.username = username
        self.displayName = displayName
        self.inventories = inventories
        self.chosen = chosen
    }
}
