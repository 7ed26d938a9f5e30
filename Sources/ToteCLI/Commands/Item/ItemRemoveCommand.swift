import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote item remove ITEM`
struct ItemRemoveCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Take an item out of its box for good.")

    @Argument(help: "The item number, such as 40 or #40.")
    var item: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try ItemNumber(parsing: item)
        let tote = try await inventory.useCases()
        let removed = try await tote.queries.showItem(number)
        try await tote.commands.removeItem(RemoveItemRequest(item: number))
        return .removedItem(removed)
    }
}
