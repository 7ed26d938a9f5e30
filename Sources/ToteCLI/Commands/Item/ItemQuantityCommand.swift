import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote item quantity ITEM N`, or `tote item quantity ITEMS… --to N` for many at once.
struct ItemQuantityCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "quantity", abstract: "Record how many of an item the box holds, for one item or many.",
        discussion: """
            tote item quantity 40 3 records 3 of item #40; tote item quantity 4 9-12 --to 3 records 3 of each of \
            items #4 and #9 to #12, all of them or, when one is refused, none.
            """)

    @Argument(help: "The item numbers, such as 40, #40 or 9-12; without --to, the last is how many.")
    var numbers: [String] = []

    @Option(name: .customLong("to"), help: ArgumentHelp("How many of each, from 1 to 1000000.", valueName: "n"))
    var quantity: String?

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let (words, amount) = try ItemMoveCommand.split(numbers, last: quantity, naming: .quantity)
        let items: [ItemNumber] = try NumberSelection.numbers(words)
        let quantity = try Quantity(parsing: amount)
        let tote = try await inventory.useCases()
        guard items.count > 1 else {
            let events = try await tote.commands.changeItem(ChangeItemRequest(item: items[0], quantity: quantity))
            let shown = CommandResponse.item(try await tote.queries.showItem(items[0]))
            return events.isEmpty ? .unchanged(shown) : shown
        }
        let events = try await tote.commands.changeItems(ChangeItemsRequest(items: items, quantity: quantity))
        return .changedItems(events: events, named: items.count)
    }
}
