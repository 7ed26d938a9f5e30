import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote item add BOX TITLE [--quantity N] [--note TEXT]`
struct ItemAddCommand: InventoryCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Put a new item into a box.")

    @Argument(help: "The box number, such as 12 or #12.")
    var box: String

    @Argument(help: "What the item is, such as \"Kettle\".")
    var title: String

    @Option(parsing: .unconditional, help: ArgumentHelp("How many of it, from 1 to 1000000.", valueName: "n"))
    var quantity = "1"

    @Option(help: ArgumentHelp("Anything worth knowing about the item.", valueName: "text"))
    var note: String?

    @OptionGroup var output: QuietOption
    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try BoxNumber(parsing: box)
        let amount = try Quantity(parsing: quantity)
        let tote = try await inventory.useCases()
        let item = try await tote.commands.provisionItem(
            ProvisionItemRequest(
                box: number, title: try inventory.text(title), quantity: amount, note: try inventory.text(ifGiven: note)
            ))
        return try await output.response(item.value) { .item(try await tote.queries.showItem(item)) }
    }
}
