import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote item quantity ITEM N`
struct ItemQuantityCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "quantity", abstract: "Record how many of an item the box holds.")

    @Argument(help: "The item number, such as 40 or #40.")
    var item: String

    @Argument(help: "How many, from 1 to 1000000.")
    var quantity: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try ItemNumber(parsing: item)
        let amount = try Quantity(parsing: quantity)
        let tote = try await inventory.useCases()
        let events = try await tote.commands.changeItem(ChangeItemRequest(item: number, quantity: amount))
        let shown = CommandResponse.item(try await tote.queries.showItem(number))
        return events.isEmpty ? .unchanged(shown) : shown
    }
}
