import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote item move ITEM BOX`, or `tote item move ITEMS… --to BOX` for many at once.
struct ItemMoveCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "move", abstract: "Move items into another box, one or many in one change.",
        discussion: """
            tote item move 40 12 moves item #40 into box #12; tote item move 4 9-12 15 --to 7 moves items #4, #9 to \
            #12 and #15 into box #7, all of them or, when one is refused, none.
            """)

    @Argument(help: "The item numbers, such as 40, #40 or 9-12; without --to, the last is the box they go into.")
    var numbers: [String] = []

    @Option(name: .customLong("to"), help: "The box they go into, such as 12 or #12.")
    var box: String?

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let (words, boxText) = try Self.split(numbers, last: box, naming: .boxNumber)
        let items: [ItemNumber] = try NumberSelection.numbers(words)
        let destination = try BoxNumber(parsing: boxText)
        let tote = try await inventory.useCases()
        guard items.count > 1 else {
            let events = try await tote.commands.changeItem(ChangeItemRequest(item: items[0], box: destination))
            let shown = CommandResponse.item(try await tote.queries.showItem(items[0]))
            return events.isEmpty ? .unchanged(shown) : shown
        }
        let events = try await tote.commands.changeItems(ChangeItemsRequest(items: items, box: destination))
        return .changedItems(events: events, named: items.count)
    }

    /// The item words and what they are changed to (`field`): `--to`'s value, or else the last word.
    static func split(_ words: [String], last value: String?, naming field: ToteDomain.ValidationError.Field)
        throws(ToteDomain.ValidationError) -> ([String], String)
    {
        if let value { return (words, value) }
        guard words.count >= 2, let last = words.last else { throw .empty(field) }
        return (Array(words.dropLast()), last)
    }
}
