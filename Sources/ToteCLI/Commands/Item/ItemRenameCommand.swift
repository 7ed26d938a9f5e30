import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote item rename ITEM TITLE`
struct ItemRenameCommand: InventoryCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Give an item a new title.")

    @Argument(help: "The item number, such as 40 or #40.")
    var item: String

    @Argument(help: "The new title.")
    var title: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try ItemNumber(parsing: item)
        let tote = try await inventory.useCases()
        let events = try await tote.commands.changeItem(
            ChangeItemRequest(item: number, title: try inventory.text(title)))
        let shown = CommandResponse.item(try await tote.queries.showItem(number))
        return events.isEmpty ? .unchanged(shown) : shown
    }
}
