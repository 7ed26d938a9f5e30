import ArgumentParser

/// `tote share list`
struct ShareListCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the share links that have not expired, with when each was last used.")

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        .shareLinks(try await inventory.useCases().shares.shareLinks())
    }
}
