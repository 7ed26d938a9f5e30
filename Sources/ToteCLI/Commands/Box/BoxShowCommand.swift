import ArgumentParser
import ToteDomain

/// `tote box show BOX`
struct BoxShowCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a box: its title, location, note and items.")

    @Argument(help: "The box number, such as 12 or #12.")
    var box: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try BoxNumber(parsing: box)
        return .box(try await inventory.useCases().queries.showBox(number))
    }
}
