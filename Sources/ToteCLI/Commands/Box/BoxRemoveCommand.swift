import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote box remove BOX [--force] [--boxes-into BOX | --boxes-out]`
struct BoxRemoveCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove an empty box, or with --force a box and everything in it.",
        discussion: """
            A box or place that holds other boxes or places is removed only when you say where they go: \
            --boxes-into BOX packs them into another box or place, --boxes-out leaves them on their own. \
            Undoing the removal (on the web, or through the API) puts the box back and packs them back into it.
            """)

    @Argument(help: "The box number, such as 12 or #12.")
    var box: String

    @Flag(help: "Also remove the items the box still holds.")
    var force = false

    @Option(
        name: .customLong("boxes-into"),
        help: ArgumentHelp("The box or place the boxes it holds go into.", valueName: "box"))
    var boxesInto: String?

    @Flag(name: .customLong("boxes-out"), help: "Leave the boxes it holds on their own.")
    var boxesOut = false

    @OptionGroup var common: CommonOptions

    func validate() throws {
        guard boxesInto == nil || !boxesOut else {
            throw ArgumentParser.ValidationError("give either --boxes-into BOX or --boxes-out, not both")
        }
    }

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try BoxNumber(parsing: box)
        let heldBoxes: Rehoming? =
            if let boxesInto { .into(try BoxNumber(parsing: boxesInto)) } else { boxesOut ? .out : nil }
        let tote = try await inventory.useCases()
        let removed = try await tote.queries.showBox(number)
        let removal = try await tote.commands.removeBox(
            RemoveBoxRequest(box: number, force: force, heldBoxes: heldBoxes))
        return .removedBox(removed, events: removal.events)
    }
}
