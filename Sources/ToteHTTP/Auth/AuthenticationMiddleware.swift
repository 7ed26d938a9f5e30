import Hummingbird
import ToteApplication
import ToteDomain

/// Recognises the request's credential, a bearer token or the session cookie, and records its holder.
///
/// A request without a valid credential goes on anonymously; routes that need a principal ask for it.
/// A bearer token that is not valid is refused at once, since an API client must learn its token is wrong.
/// The paths that answer everyone alike (``ToteRouter/anonymousPaths``) read no credential at all, so a wrong one
/// sent there changes nothing and costs no read of the store.
public struct AuthenticationMiddleware: RouterMiddleware {
    public typealias Context = ToteRequestContext

    let access: AccessService

    public init(access: AccessService) {
        self.access = access
    }

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        if !ToteRouter.anonymousPaths.contains(request.uri.path), let credential = Self.credential(in: request) {
            do {
                context.principal = try await access.authenticate(credential.token)
                context.credential = credential
            } catch AccessError.notAuthenticated where credential.source == .cookie {
                context.principal = nil
            }
        }
        return try await next(request, context)
    }

    static func credential(in request: Request) -> Credential? {
        if let header = request.headers[.authorization] {
            let parts = header.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "bearer" else {
                return Credential(token: SecretToken(""), source: .bearer)
            }
            return Credential(
                token: SecretToken(String(parts[1]).trimmingCharacters(in: .whitespaces)), source: .bearer)
        }
        guard let value = request.cookies[SessionCookie.name]?.value, !value.isEmpty else { return nil }
        return Credential(token: SecretToken(value), source: .cookie)
    }
}

extension ToteRequestContext {
    /// The requesting principal; throws ``AccessError/notAuthenticated`` for an anonymous request.
    public func requirePrincipal() throws(AccessError) -> Principal {
        guard let principal else { throw .notAuthenticated }
        return principal
    }
}
