import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteJSON

/// `session`: log in, see who you are, log out; `sessions`: log out everywhere; `password`: change yours.
enum SessionRoutes {
    static func add(to api: RouterGroup<ToteRequestContext>, environment: ServerEnvironment) {
        api.post("session") { request, context in
            let body = try await RequestBody.decode(LoginBody.self, from: request, context: context)
            let login = try await environment.access.login(
                LoginRequest(username: body.username, password: body.password, address: context.clientAddress))
            let principal = try await environment.access.authenticate(login.token)
            return JSONResponse.createdSecret(
                AccessJSON.session(login, of: principal.account), at: "\(APIRoutes.basePath)/session")
        }
        api.get("session") { _, context in
            let principal = try context.requirePrincipal()
            let inventories = try await environment.memberships.inventories(of: principal)
            return JSONResponse.make(
                .object([
                    "account": AccessJSON.account(principal.account),
                    "inventories": .array(inventories.map(AccessJSON.inventory)),
                ]))
        }
        api.delete("session") { _, context in
            _ = try context.requirePrincipal()
            try await environment.access.logout(try credential(of: context))
            return JSONResponse.noContent
        }
        api.post("password") { request, context in
            _ = try context.requirePrincipal()
            let body = try await RequestBody.decode(PasswordChangeBody.self, from: request, context: context)
            let ended = try await environment.access.changePassword(
                ChangePasswordRequest(
                    currentPassword: body.currentPassword, newPassword: body.newPassword,
                    address: context.clientAddress),
                holding: try credential(of: context))
            return JSONResponse.make(PasswordResetJSON.ended(ended))
        }
        api.delete("sessions") { _, context in
            _ = try context.requirePrincipal()
            let ended = try await environment.access.logoutEverywhere(try credential(of: context))
            return JSONResponse.make(PasswordResetJSON.ended(ended))
        }
        api.post("password-resets/{token}") { request, context in
            let token = SecretToken(try context.parameters.require("token"))
            let body = try await RequestBody.decode(NewPasswordBody.self, from: request, context: context)
            let reset = try await environment.access.resetPassword(token, to: body.newPassword)
            let member = try await environment.access.authenticate(reset.login.token)
            guard case .object(var session) = AccessJSON.session(reset.login, of: member.account) else {
                throw AccessError.notAuthenticated
            }
            session["revokedTokens"] = .array(reset.ended.revokedTokens.map(AccessJSON.apiToken))
            return JSONResponse.createdSecret(.object(session), at: "\(APIRoutes.basePath)/session")
        }
    }

    private static func credential(of context: ToteRequestContext) throws -> SecretToken {
        guard let credential = context.credential else { throw AccessError.notAuthenticated }
        return credential.token
    }
}
