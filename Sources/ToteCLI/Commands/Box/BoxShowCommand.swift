import ArgumentParser
import ToteDomain

/// `tote box show BOX [--page N] [--per-page N]`
struct BoxShowCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a box: its title, location, note and its items, one page at a time.")

    @Argument(help: "The box number, such as 12 or #12.")
    var box: String

    @OptionGroup var paging: PageOptions
    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try BoxNumber(parsing: box)
        let page = try paging.request()
        return .box(try await inventory.useCases().queries.showBox(number, page))
    }
}
