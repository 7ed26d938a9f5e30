import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote item move ITEM BOX`
struct ItemMoveCommand: InventoryCommand {
    static let configuration = CommandConfiguration(commandName: "move", abstract: "Move an item into another box.")

    @Argument(help: "The item number, such as 40 or #40.")
    var item: String

    @Argument(help: "The box it goes into, such as 12 or #12.")
    var box: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try ItemNumber(parsing: item)
        let destination = try BoxNumber(parsing: box)
        let tote = try await inventory.useCases()
        let events = try await tote.commands.changeItem(ChangeItemRequest(item: number, box: destination))
        let shown = CommandResponse.item(try await tote.queries.showItem(number))
        return events.isEmpty ? .unchanged(shown) : shown
    }
}
