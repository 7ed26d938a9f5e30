import Hummingbird
import ToteApplication
import ToteHTTP
import ToteJSON

/// `tokens`: the caller's personal API tokens; a new token's secret is shown once.
enum TokenRoutes {
    static func add(to api: RouterGroup<ToteRequestContext>, environment: ServerEnvironment) {
        api.get("tokens") { request, context in
            let principal = try context.requirePrincipal()
            let page = try request.pageRequest()
            let tokens = try await environment.memberships.apiTokens(of: principal)
            return JSONResponse.page(tokens.page(page), for: request, AccessJSON.apiToken)
        }
        api.post("tokens") { request, context in
            let principal = try context.requirePrincipal()
            let body = try await RequestBody.decode(NameBody.self, from: request, context: context)
            let new = try await environment.memberships.createApiToken(named: body.name, by: principal)
            return JSONResponse.createdSecret(
                AccessJSON.newApiToken(new), at: "\(APIRoutes.basePath)/tokens/\(new.token.id)")
        }
        api.delete("tokens/{tokenId}") { _, context in
            let principal = try context.requirePrincipal()
            try await environment.memberships.revokeApiToken(try context.parameters.apiTokenID(), by: principal)
            return JSONResponse.noContent
        }
    }
}
