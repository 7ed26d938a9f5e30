import ArgumentParser
import ToteApplication

/// `tote box add TITLE [--location TEXT] [--note TEXT] [--place] [-q]`
struct BoxAddCommand: InventoryCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a box and print it.")

    static let createsStore = true

    @Argument(help: "What the box is called, such as \"Kitchen\".")
    var title: String

    @Option(help: ArgumentHelp("Where the box is, such as \"Garage, shelf 3\".", valueName: "text"))
    var location: String?

    @Option(help: ArgumentHelp("Anything worth knowing about the box.", valueName: "text"))
    var note: String?

    @Flag(help: "Add a place (a storage unit, a room, a shelf) that boxes and other places go into, not a box.")
    var place = false

    @OptionGroup var output: QuietOption
    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let tote = try await inventory.useCases()
        let number = try await tote.commands.provisionBox(
            ProvisionBoxRequest(
                title: try inventory.text(title), location: try inventory.text(ifGiven: location),
                note: try inventory.text(ifGiven: note), kind: place ? .place : .box))
        return try await output.response(number.value) { .box(try await tote.queries.showBox(number)) }
    }
}
