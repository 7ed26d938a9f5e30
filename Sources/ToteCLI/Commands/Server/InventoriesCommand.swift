import ArgumentParser

/// `tote inventory …`: the inventories of the server logged in to.
struct InventoriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inventory", abstract: "List the server's inventories you are a member of, and choose one.",
        subcommands: [InventoryListCommand.self, InventoryUseCommand.self])
}

/// `tote inventory list`
struct InventoryListCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List your inventories on the server; the one commands work on is marked *.")

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        .inventories(try await inventory.logins.whoami(server: inventory.server))
    }
}

/// `tote inventory use NAME`
struct InventoryUseCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "use", abstract: "Make commands work on another of your inventories on the server.")

    @Argument(help: "The inventory's name, as `tote inventory list` shows it.")
    var name: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        .login(try await inventory.logins.use(try inventory.text(name), server: inventory.server))
    }
}
