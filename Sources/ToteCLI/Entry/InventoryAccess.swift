import ToteApplication

/// Opens what a command works on, once the command has read and checked its own arguments.
struct InventoryAccess: Sendable {
    let store: String?
    let services: CommandLineServices

    func useCases() async throws -> InventoryUseCases {
        try await services.openStore(store)
    }

    func users() async throws -> UserAdministration {
        try await services.openUsers(store)
    }

    func settings() async throws -> any SettingsStore {
        try await services.openSettings(store)
    }

    func backUp(to output: String?) async throws -> String {
        try await services.backUp(store, output)
    }

    func restore(from backup: String) async throws -> String? {
        try await services.restore(store, backup)
    }

    func readPassword() -> String? {
        services.readPassword()
    }
}
