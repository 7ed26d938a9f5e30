import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote item note ITEM TEXT`
struct ItemNoteCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "note", abstract: "Replace an item's note; blank text removes it.")

    @Argument(help: "The item number, such as 40 or #40.")
    var item: String

    @Argument(help: "The new note.")
    var text: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try ItemNumber(parsing: item)
        let tote = try await inventory.useCases()
        let events = try await tote.commands.changeItem(ChangeItemRequest(item: number, note: try inventory.text(text)))
        let shown = CommandResponse.item(try await tote.queries.showItem(number))
        return events.isEmpty ? .unchanged(shown) : shown
    }
}
