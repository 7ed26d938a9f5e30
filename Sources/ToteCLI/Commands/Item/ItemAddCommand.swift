import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote item add BOX TITLE [--quantity N] [--note TEXT] [-q]` or `tote item add BOX --from FILE|- [-q]`
struct ItemAddCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Put a new item into a box, or many from a list.",
        discussion: """
            With --from, every line of the file (- for standard input) is an item: TITLE, or TITLE, a tab and a \
            QUANTITY, then a tab and a NOTE; blank lines are skipped. All of them are added in one change, or none \
            when one is refused.
            """)

    @Argument(help: "The box number, such as 12 or #12.")
    var box: String

    @Argument(help: "What the item is, such as \"Kettle\"; - reads it from standard input.")
    var title: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("How many of it, from 1 to 1000000.", valueName: "n"))
    var quantity: String?

    @Option(help: ArgumentHelp("Anything worth knowing about the item.", valueName: "text"))
    var note: String?

    @Option(help: ArgumentHelp("Add an item for every line of this file (- for standard input).", valueName: "file"))
    var from: String?

    @OptionGroup var output: QuietOption
    @OptionGroup var common: CommonOptions

    func validate() throws {
        if from != nil {
            guard title == nil, quantity == nil, note == nil else {
                throw ValidationError("give a TITLE (with --quantity and --note) or --from FILE, not both")
            }
        } else if title == nil {
            throw ValidationError("give the item's TITLE, or --from FILE to add many")
        }
    }

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try BoxNumber(parsing: box)
        if let from { return try await add(ItemList(from == "-" ? inventory.text("-") : ItemList.reading(from))) }
        let amount = try Quantity(parsing: quantity ?? "1")
        let tote = try await inventory.useCases()
        let item = try await tote.commands.provisionItem(
            ProvisionItemRequest(
                box: number, title: try inventory.text(title ?? ""), quantity: amount,
                note: try inventory.text(ifGiven: note)))
        return await output.response(item.number.value) { .item(item) }

        func add(_ list: ItemList) async throws -> CommandResponse {
            let tote = try await inventory.useCases()
            do {
                let items = try await tote.commands.provisionItems(
                    ProvisionItemsRequest(box: number, entries: list.entries))
                return output.quiet ? .numbers(items.map(\.value)) : .itemsAdded(items, to: number)
            } catch let refused as RefusedEntry {
                throw list.refusal(refused)
            }
        }
    }
}
