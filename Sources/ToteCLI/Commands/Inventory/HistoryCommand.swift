import ArgumentParser
import ToteDomain

/// `tote history [BOX] [--page N] [--per-page N]`
struct HistoryCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: "Show what happened, newest first: in the whole inventory or to one box.")

    @Argument(help: "Only what happened to this box, such as 12 or #12.")
    var box: String?

    @OptionGroup var paging: PageOptions
    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let number = try box.map { text throws(ToteDomain.ValidationError) in try BoxNumber(parsing: text) }
        let pages = try paging.selection()
        let queries = try await inventory.useCases().queries
        return .history(try await pages.read { try await queries.history(of: number, $0) }, box: number)
    }
}
