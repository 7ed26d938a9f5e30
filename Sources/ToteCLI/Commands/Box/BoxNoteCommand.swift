import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote box note BOX TEXT`
struct BoxNoteCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "note", abstract: "Replace a box's note; blank text removes it.")

    @Argument(help: "The box number, such as 12 or #12.")
    var box: String

    @Argument(help: "The new note.")
    var text: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try BoxNumber(parsing: box)
        let tote = try await inventory.useCases()
        let events = try await tote.commands.changeBox(ChangeBoxRequest(box: number, note: try inventory.text(text)))
        let shown = CommandResponse.box(try await tote.queries.showBox(number))
        return events.isEmpty ? .unchanged(shown) : shown
    }
}
