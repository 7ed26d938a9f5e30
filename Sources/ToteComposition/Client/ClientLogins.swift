import Foundation
import ToteCLI
import ToteClient
import ToteDomain

/// The command line's logins to Tote servers, kept in its login file: one server at a time.
struct ClientLogins: ServerLogins {
    let file: LoginFile
    let choice: ServerChoice
    /// The name of the personal token a login makes, as the server's Account page lists it.
    let tokenName: String

    func logIn(_ request: ServerLoginRequest) async throws -> ServerLogin {
        do {
            return try await logInOnce(request)
        } catch let problem as ServerProblem {
            throw problem.whileLoggingIn
        }
    }

    private func logInOnce(_ request: ServerLoginRequest) async throws -> ServerLogin {
        let server = try ToteServer(request.server, authority: request.authority)
        let access = ServerAccess(server: server)
        try await access.checkVersion()
        let token =
            switch request.credential {
            case .password(let username, let password):
                try await access.logIn(username: username, password: password, tokenName: tokenName)
            case .token(let token): token
            }
        let whoami = try await ServerAccess(server: server.loggedIn(with: token)).whoami()
        let previous = try? file.read()
        let kept = previous.flatMap { $0.server == request.server ? $0.inventory : nil }
        let chosen =
            whoami.inventories.first { $0.id.description == kept }?.id
            ?? whoami.inventories.first { $0.role == .owner }?.id ?? whoami.inventories.first?.id
        try file.write(
            LoginFile.Login(
                server: server.address.absoluteString, token: token, inventory: chosen?.description,
                authority: request.authority.map(Self.absolute)))
        if let previous, previous.token != token {
            try? await ServerAccess(
                server: ToteServer(previous.server, authority: previous.authority).loggedIn(
                    with: previous.token)
            ).logOut()
        }
        return Self.login(whoami, at: server.address.absoluteString, chosen: chosen)
    }

    func logOut() async throws -> ServerLogout? {
        guard let login = try file.read() else { return nil }
        let server = try ToteServer(login.server, authority: login.authority, token: login.token)
        var revoked = true
        do {
            try await ServerAccess(server: server).logOut()
        } catch let problem as ServerProblem where problem.status == 401 {
            // Revoked or expired already: there is nothing left to end on the server.
        } catch is ServerUnreachable {
            revoked = false
        }
        try file.remove()
        return ServerLogout(server: login.server, revoked: revoked)
    }

    func whoami(server: String?) async throws -> ServerLogin {
        let login = try kept(server)
        let access = ServerAccess(server: try ToteServer(login.server, authority: login.authority, token: login.token))
        return Self.login(
            try await access.whoami(), at: login.server, chosen: login.inventory.flatMap(InventoryID.init(uuidString:)))
    }

    func use(_ name: String, server: String?) async throws -> ServerLogin {
        var login = try kept(server)
        let access = ServerAccess(server: try ToteServer(login.server, authority: login.authority, token: login.token))
        let whoami = try await access.whoami()
        let matching = whoami.inventories.filter { $0.name == name }
        guard let chosen = matching.first else {
            let names = whoami.inventories.map { "\"\($0.name)\"" }.joined(separator: ", ")
            throw ChoiceError(
                "you are a member of no inventory called \"\(name)\" on \(login.server)"
                    + (names.isEmpty ? "" : "; yours are \(names)"))
        }
        guard matching.count == 1 else {
            throw ChoiceError(
                "you are a member of \(matching.count) inventories called \"\(name)\"; rename one on the web")
        }
        login.inventory = chosen.id.description
        try file.write(login)
        return Self.login(whoami, at: login.server, chosen: chosen.id)
    }

    /// The login for `server` (nil: the one kept), refused when there is none.
    private func kept(_ server: String?) throws -> LoginFile.Login {
        if let server, let (_, login) = try choice.resolve(store: nil, server: server) { return login }
        guard let login = try file.read() else {
            throw ChoiceError("you are not logged in to a server; run `tote login URL` first")
        }
        return login
    }

    private static func login(_ whoami: ServerAccess.Whoami, at server: String, chosen: InventoryID?) -> ServerLogin {
        ServerLogin(
            server: server, username: whoami.username, displayName: whoami.displayName,
            inventories: whoami.inventories.map { .init(id: $0.id, name: $0.name, role: $0.role) }, chosen: chosen)
    }

    /// The authority's file named from anywhere, since the login is used from other folders later.
    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
