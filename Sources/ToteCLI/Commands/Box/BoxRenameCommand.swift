import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote box rename BOX TITLE`
struct BoxRenameCommand: InventoryCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Give a box a new title.")

    @Argument(help: "The box number, such as 12 or #12.")
    var box: String

    @Argument(help: "The new title.")
    var title: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try BoxNumber(parsing: box)
        let tote = try await inventory.useCases()
        let events = try await tote.commands.changeBox(ChangeBoxRequest(box: number, title: try inventory.text(title)))
        let shown = CommandResponse.box(try await tote.queries.showBox(number))
        return events.isEmpty ? .unchanged(shown) : shown
    }
}
