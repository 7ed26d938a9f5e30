import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote box locate BOX LOCATION`
struct BoxLocateCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "locate", abstract: "Record where a box is now; blank text means its place is unknown.")

    @Argument(help: "The box number, such as 12 or #12.")
    var box: String

    @Argument(help: "Where the box is, such as \"Garage, shelf 3\".")
    var location: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try BoxNumber(parsing: box)
        let tote = try await inventory.useCases()
        let events = try await tote.commands.changeBox(
            ChangeBoxRequest(box: number, location: try inventory.text(location)))
        let shown = CommandResponse.box(try await tote.queries.showBox(number))
        return events.isEmpty ? .unchanged(shown) : shown
    }
}
