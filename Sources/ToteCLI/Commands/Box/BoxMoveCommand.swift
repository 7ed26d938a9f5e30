import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote box move BOX --into BOX`, `tote box move BOX --out`
struct BoxMoveCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "move", abstract: "Pack a box into another box, or take it out of the one it is in.",
        discussion: """
            Everything in the box goes with it. A box cannot go into itself or into a box inside it. \
            A box goes into a box or a place (one added with `tote box add --place`); a place goes only into a place.
            """)

    @Argument(help: "The box to move, such as 12 or #12.")
    var box: String

    @Option(help: ArgumentHelp("The box it goes into.", valueName: "box"))
    var into: String?

    @Flag(help: "Take it out of the box it is in.")
    var out = false

    @OptionGroup var common: CommonOptions

    func validate() throws {
        guard (into == nil) != !out else {
            throw ArgumentParser.ValidationError("give either --into BOX or --out")
        }
    }

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try BoxNumber(parsing: box)
        let destination = try into.map { text throws(ToteDomain.ValidationError) in try BoxNumber(parsing: text) }
        let tote = try await inventory.useCases()
        let events = try await tote.commands.moveBox(MoveBoxRequest(box: number, into: destination))
        let listed = try await tote.queries.listBoxes(.changed([number]))
        return .changedBoxes(listed.entries, events: events)
    }
}
