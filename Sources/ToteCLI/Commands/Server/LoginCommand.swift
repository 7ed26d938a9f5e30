import ArgumentParser
import ToteDomain

/// `tote login URL [--user NAME | --token] [--ca-file PEM]`
struct LoginCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "login", abstract: "Log in to a Tote server; every command then works on its inventory.",
        discussion: """
            The username (unless --user gives it) and the password, or with --token a personal token made on the \
            server's Account page, are read from standard input, the password and token without being shown when \
            typed at a terminal. The login is kept in \
            $XDG_CONFIG_HOME/tote/login.json (~/.config/tote/login.json), readable only by you, as a personal token \
            the server lists on your Account page.
            """)

    @Argument(help: ArgumentHelp("The server's address, such as https://home.example:8080.", valueName: "url"))
    var url: String

    @Option(help: ArgumentHelp("The account to log in as; asked for without it.", valueName: "name"))
    var user: String?

    @Flag(help: "Log in with a personal token read from standard input instead of a password.")
    var token = false

    @Option(
        name: .customLong("ca-file"),
        help: ArgumentHelp(
            "A PEM file of the certificate authority that signed the server's certificate, for a private one.",
            valueName: "file"))
    var authority: String?

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let credential: ServerLoginRequest.Credential
        switch (user, token) {
        case (let user?, false):
            credential = .password(username: user, password: inventory.readPassword() ?? "")
        case (nil, false):
            guard let asked = inventory.readLine("Username: ")?.trimmingCharacters(in: .whitespaces), !asked.isEmpty
            else { throw LoginCommandError.userOrToken }
            credential = .password(username: asked, password: inventory.readPassword() ?? "")
        case (nil, true):
            guard let secret = inventory.readPassword()?.trimmingCharacters(in: .whitespaces), !secret.isEmpty else {
                throw LoginCommandError.noToken
            }
            credential = .token(secret)
        default:
            throw LoginCommandError.userOrToken
        }
        let login = try await inventory.logins.logIn(
            ServerLoginRequest(server: url, credential: credential, authority: authority))
        return .loggedIn(login)
    }
}

/// `tote logout`
struct LogoutCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout", abstract: "Log out of the server: its token is revoked and the login forgotten.")

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        .loggedOut(try await inventory.logins.logOut())
    }
}

/// `tote whoami`
struct WhoamiCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "whoami", abstract: "Say which server, account and inventory commands work on.")

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        .login(try await inventory.logins.whoami(server: inventory.server))
    }
}

/// What `tote login` needs and was not given.
enum LoginCommandError: Error, CustomStringConvertible {
    case userOrToken
    case noToken

    var description: String {
        switch self {
        case .userOrToken:
            "give your username (or --user NAME) to log in with a password, or --token to log in with a token, not both"
        case .noToken: "standard input held no token; paste the one made on the server's Account page"
        }
    }
}
