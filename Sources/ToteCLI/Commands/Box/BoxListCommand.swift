import ArgumentParser

/// `tote box list [--page N] [--per-page N]`
struct BoxListCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the boxes in the order of their numbers, one page at a time.")

    @OptionGroup var paging: PageOptions
    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let page = try paging.request()
        return .boxes(try await inventory.useCases().queries.listBoxes(page))
    }
}
