import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote box empty BOX --into BOX`
struct BoxEmptyCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "empty", abstract: "Move every item of a box into another box, and print that box.")

    @Argument(help: "The box to empty, such as 12 or #12.")
    var box: String

    @Option(help: ArgumentHelp("The box that receives the items.", valueName: "box"))
    var into: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let source = try BoxNumber(parsing: box)
        let destination = try BoxNumber(parsing: into)
        let tote = try await inventory.useCases()
        try await tote.commands.emptyBox(EmptyBoxRequest(box: source, into: destination))
        return .box(try await tote.queries.showBox(destination))
    }
}
