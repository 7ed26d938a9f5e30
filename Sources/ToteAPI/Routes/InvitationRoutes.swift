import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteJSON

/// Accepting an invitation: a caller with a credential joins; anyone else makes an account and is logged in.
enum InvitationRoutes {
    static func add(to api: RouterGroup<ToteRequestContext>, environment: ServerEnvironment) {
        api.post("invitations/{token}/accept") { request, context in
            let token = SecretToken(try context.parameters.require("token"))
            if let principal = context.principal {
                let inventory = try await environment.memberships.accept(token, by: principal)
                return JSONResponse.make(
                    AccessJSON.inventory(try await environment.summary(of: inventory, for: context)))
            }
            let body = try await RequestBody.decode(NewAccountBody.self, from: request, context: context)
            let login = try await environment.memberships.accept(
                AcceptInvitationRequest(
                    token: token, username: body.username, displayName: body.displayName, password: body.password,
                    address: context.clientAddress))
            let member = try await environment.access.authenticate(login.token)
            return JSONResponse.createdSecret(
                AccessJSON.session(login, of: member.account), at: "\(APIRoutes.basePath)/session")
        }
    }
}
