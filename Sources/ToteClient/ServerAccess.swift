import Foundation
import OpenAPIRuntime
import ToteApplication
import ToteDomain

/// Logging in to a Tote server and out again, and who the credential belongs to: the command line's side of the API's
/// sessions and personal tokens.
public struct ServerAccess: Sendable {
    /// An account of a server, and the inventories it is a member of.
    public struct Whoami: Sendable, Equatable {
        public let username: String
        public let displayName: String
        public let inventories: [Membership]
    }

    /// An inventory of the server, with the account's role in it.
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

    public let server: ToteServer

    public init(server: ToteServer) {
        self.server = server
    }

    /// Logs in with a password and answers a personal token named `tokenName` made with that session, which is
    /// ended: the command line keeps a token the account can see and revoke on its Account page, not a session.
    public func logIn(username: String, password: String, tokenName: String) async throws -> String {
        let session = try await call {
            try await server.client().login(body: .json(.init(username: username, password: password))).created.body
                .json
        }
        let signedIn = ServerAccess(server: server.loggedIn(with: session.token))
        let token = try await signedIn.call {
            try await signedIn.server.client().createApiToken(body: .json(.init(name: tokenName))).created.body.json
        }
        try await signedIn.logOut()
        return token.token
    }

    /// The major version of the API this command line speaks.
    public static let apiVersion = 1

    /// Throws ``ServerUnreachable`` when the server is not a Tote server, or speaks another version of the API.
    public func checkVersion() async throws {
        let document: OpenAPIObjectContainer
        do {
            document = try await call {
                try await server.client().getOpenAPIDocument().ok.body
                    .application_vnd_period_oai_period_openapi_plus_json
            }
        } catch let problem as ServerProblem where problem.status == 404 {
            throw ServerUnreachable("\(server.address.absoluteString) is not a Tote server: it has no /api/v1")
        }
        let info = document.value["info"] as? [String: (any Sendable)?]
        guard let version = info?["version"] as? String else {
            throw ServerUnreachable("\(server.address.absoluteString) did not describe its API as a Tote server does")
        }
        guard version.split(separator: ".").first == "\(Self.apiVersion)" else {
            throw ServerUnreachable(
                "\(server.address.absoluteString) speaks version \(version) of Tote's API and this tote version "
                    + "\(Self.apiVersion); use a tote of the server's release")
        }
    }

    /// The account the credential belongs to.
    public func whoami() async throws -> Whoami {
        let me = try await call { try await server.client().getSession().ok.body.json }
        return Whoami(
            username: me.account.username, displayName: me.account.displayName,
            inventories: try me.inventories.map { inventory in
                guard let id = InventoryID(uuidString: inventory.id), let role = Role(rawValue: inventory.role.rawValue)
                else { throw ServerUnreachable("the server named an inventory Tote cannot read") }
                return Membership(id: id, name: inventory.name, role: role)
            })
    }

    /// Ends the credential: a session ends, a personal token is revoked.
    public func logOut() async throws {
        _ = try await call { try await server.client().logout().noContent }
    }

    /// How many times a change is sent when its answer is lost on the way back.
    static let attempts = 3

    /// `body` as a change: sent with an `Idempotency-Key`, and sent again with the same key when the connection is
    /// lost before the answer comes, so that the server makes it at most once. When every answer is lost, the
    /// change is told as neither made nor refused.
    func write<Value>(_ body: (Client, String) async throws -> Value) async throws -> Value {
        let key = UUID().lowercasedText
        var attempt = 1
        while true {
            do {
                return try await call { try await body(server.client(), key) }
            } catch let lost as AnswerLost {
                guard attempt < Self.attempts else {
                    throw ServerUnreachable(
                        "\(lost.description) \(Self.attempts) times, so whether the change was made is unknown; "
                            + "look with `tote history` before making it again")
                }
                attempt += 1
            }
        }
    }

    /// `body`, with what goes wrong on the way told as one line.
    func call<Value>(_ body: () async throws -> Value) async throws -> Value {
        do {
            return try await body()
        } catch let error as ClientError {
            throw ServerFault.reading(error.underlyingError, from: server.address)
        }
    }
}
