import ArgumentParser

/// `tote find TEXT [--page N] [--per-page N]`
struct FindCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "find",
        abstract: "Find items by the start of their words: \"ket\" finds Kettle, \"cafe\" finds Café.")

    @Argument(help: "The words to look for.")
    var text: String

    @OptionGroup var paging: PageOptions
    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let page = try paging.request()
        return .foundItems(try await inventory.useCases().queries.findItems(text, page), searchText: text)
    }
}
