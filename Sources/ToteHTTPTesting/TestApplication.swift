import Hummingbird
import HummingbirdTesting
import Logging
import ToteHTTP

extension TestEnvironment {
    /// An application over this environment's router, with the routes `addRoutes` adds, for `app.test(.router)`;
    /// it logs to `logger` and answers unknown addresses with `notFoundPage` when given.
    public func application(
        logger: Logger? = nil, notFoundPage: ToteRouter.NotFoundPage? = nil,
        _ addRoutes: (Router<ToteRequestContext>, ServerEnvironment) throws -> Void
    ) rethrows -> some ApplicationProtocol {
        let router = try ToteRouter.make(environment: server, notFoundPage: notFoundPage) {
            try addRoutes($0, server)
        }
        return Application(router: router, logger: logger)
    }
}
