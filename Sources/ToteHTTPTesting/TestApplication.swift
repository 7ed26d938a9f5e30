import Hummingbird
import HummingbirdTesting
import Logging
import ToteHTTP

extension TestEnvironment {
    /// An application over this environment's router, with the routes `addRoutes` adds, for `app.test(.router)`;
    /// it logs to `logger` when given.
    public func application(
        logger: Logger? = nil, _ addRoutes: (Router<ToteRequestContext>, ServerEnvironment) throws -> Void
    ) rethrows -> some ApplicationProtocol {
        let router = ToteRouter.make(environment: server)
        try addRoutes(router, server)
        return Application(router: router, logger: logger)
    }
}
