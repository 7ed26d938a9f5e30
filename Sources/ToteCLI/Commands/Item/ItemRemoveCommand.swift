import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote item remove ITEM…`
struct ItemRemoveCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Take items out of their boxes for good, one or many in one change.",
        discussion: """
            tote item remove 4 9-12 15 removes items #4, #9 to #12 and #15 from whatever boxes they are in, all of \
            them or, when one is refused, none.
            """)

    @Argument(help: "The item numbers, such as 40, #40 or 9-12.")
    var items: [String] = []

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let numbers: [ItemNumber] = try NumberSelection.numbers(items)
        let tote = try await inventory.useCases()
        guard numbers.count > 1 else {
            let removed = try await tote.queries.showItem(numbers[0])
            try await tote.commands.removeItem(RemoveItemRequest(item: numbers[0]))
            return .removedItem(removed)
        }
        return .removedItems(try await tote.commands.removeItems(RemoveItemsRequest(items: numbers)))
    }
}
