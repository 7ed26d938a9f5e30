import Hummingbird
import ToteApplication
import ToteHTTP
import ToteJSON

/// `setup`: whether Tote still needs its first owner, and making that owner, once.
enum SetupRoutes {
    static func add(to api: RouterGroup<ToteRequestContext>, environment: ServerEnvironment) {
        api.get("setup") { _, _ in
            JSONResponse.make(.object(["needed": .bool(try await environment.access.needsSetUp())]))
        }
        api.post("setup") { request, context in
            let body = try await RequestBody.decode(SetUpBody.self, from: request, context: context)
            let login = try await environment.access.setUp(
                SetUpRequest(
                    username: body.username, displayName: body.displayName, password: body.password,
                    inventoryName: body.inventoryName, address: context.clientAddress))
            let owner = try await environment.access.authenticate(login.token)
            return JSONResponse.createdSecret(
                AccessJSON.session(login, of: owner.account), at: "\(APIRoutes.basePath)/session")
        }
    }
}
