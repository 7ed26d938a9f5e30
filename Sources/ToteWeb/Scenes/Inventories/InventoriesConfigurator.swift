import Hummingbird
import ToteDomain

/// Wires the inventories scene for one request; the current inventory is kept in the `tote_inventory` cookie.
enum InventoriesConfigurator {
    static func show(_ visit: Visit, app: WebApp) async throws -> Response {
        try await display(try interactor(visit, app), typedName: "", failure: nil, visit, app)
    }

    static func change(_ visit: Visit, app: WebApp, command: InventoriesModels.Command) async throws -> Response {
        var interactor = try interactor(visit, app)
        let typedName = if case .create(let name) = command { name } else { "" }
        return try await FormFailure.recovering {
            try await interactor.change(command)
            // The boxes of the inventory just chosen or made, which the cookie makes the current one.
            var response = HTMLPage.redirect(to: Paths.boxes, for: visit)
            if let chosen = interactor.chosen {
                response.setCookie(InventoryCookie.setting(chosen, secure: visit.secureCookies))
            }
            return response
        } showAgain: { [interactor] error, status in
            try await display(interactor, typedName: typedName, failure: error, visit, app, status: status)
        }
    }

    private static func interactor(_ visit: Visit, _ app: WebApp) throws -> InventoriesInteractor {
        InventoriesInteractor(principal: try visit.requirePrincipal(), memberships: app.environment.memberships)
    }

    private static func display(
        _ interactor: InventoriesInteractor, typedName: String, failure: (any Error)?, _ visit: Visit, _ app: WebApp,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let person = try await Workspace.person(for: visit, environment: app.environment)
        let response = try await interactor.show(current: person.current, typedName: typedName, failure: failure)
        return try app.page(InventoriesPresenter().present(response), person: person, for: visit, status: status)
    }
}
