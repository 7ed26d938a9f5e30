import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote box remove BOX [--force]`
struct BoxRemoveCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove an empty box, or with --force a box and everything in it.")

    @Argument(help: "The box number, such as 12 or #12.")
    var box: String

    @Flag(help: "Also remove the items the box still holds.")
    var force = false

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try BoxNumber(parsing: box)
        let tote = try await inventory.useCases()
        let removed = try await tote.queries.showBox(number)
        try await tote.commands.removeBox(RemoveBoxRequest(box: number, force: force))
        return .removedBox(removed)
    }
}
