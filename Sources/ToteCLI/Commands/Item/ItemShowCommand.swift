import ArgumentParser
import ToteDomain

/// `tote item show ITEM`
struct ItemShowCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show an item and the box it is in.")

    @Argument(help: "The item number, such as 40 or #40.")
    var item: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try ItemNumber(parsing: item)
        return .item(try await inventory.useCases().queries.showItem(number))
    }
}
