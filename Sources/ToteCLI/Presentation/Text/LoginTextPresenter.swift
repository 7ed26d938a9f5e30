import ToteJSON
import ToteJSONText
import TotePresentation

/// A login to a server, as lines of text and as JSON.
enum LoginTextPresenter {
    static func lines(forLoggedIn login: ServerLogin) -> [String] {
        ["Logged in to \(login.server) as \(login.displayName) (\(login.username))."] + working(login)
    }

    static func lines(forLoggedOut logout: ServerLogout?) -> [String] {
        guard let logout else { return ["Nothing changed: you were not logged in to a server."] }
        guard logout.revoked else {
            return [
                "Logged out of \(logout.server) on this computer; the server could not be reached, so its token is "
                    + "not revoked: revoke it on your Account page there."
            ]
        }
        return ["Logged out of \(logout.server); its token for this computer is revoked."]
    }

    static func lines(for login: ServerLogin) -> [String] {
        ["\(login.displayName) (\(login.username)) on \(login.server)."] + working(login)
    }

    static func lines(forInventoriesOf login: ServerLogin) -> [String] {
        guard !login.inventories.isEmpty else { return ["You are a member of no inventory on \(login.server)."] }
        return TextTable(
            columns: [.fixed("", alignment: .leading), .flexible("Inventory"), .fixed("Role", alignment: .leading)],
            rows: login.inventories.map { [$0.id == login.chosen ? "*" : "", $0.name, $0.role.rawValue] }
        ).lines
    }

    /// Which inventory commands work on, or how to choose one.
    private static func working(_ login: ServerLogin) -> [String] {
        if let chosen = login.inventories.first(where: { $0.id == login.chosen }) {
            let others = login.inventories.count - 1
            return ["Commands work on the inventory \"\(chosen.name)\", as its \(chosen.role)."]
                + (others > 0
                    ? [
                        "`tote inventory use NAME` chooses another of your \(Counted(login.inventories.count, "inventory", plural: "inventories"))."
                    ]
                    : [])
        }
        guard !login.inventories.isEmpty else {
            return ["You are a member of no inventory there yet: ask an owner for an invitation."]
        }
        return ["Choose the inventory commands work on with `tote inventory use NAME` (see `tote inventory list`)."]
    }

    static func json(_ login: ServerLogin) -> JSONValue {
        .object([
            "server": .string(login.server), "username": .string(login.username),
            "displayName": .string(login.displayName),
            "inventory": login.chosen.map { .string($0.description) } ?? .null,
            "inventories": .array(
                login.inventories.map {
                    .object([
                        "id": .string($0.id.description), "name": .string($0.name), "role": .string($0.role.rawValue),
                    ])
                }),
        ])
    }
}
