import ArgumentParser
import ToteApplication

/// `tote box counts`
struct BoxCountsCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "counts", abstract: "Count the boxes by status, by mark and by room.",
        discussion: "List the boxes of one with: tote box list --status S, --fragile, --open-first or --room R")

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        .boxCounts(try await inventory.useCases().queries.boxCounts())
    }
}
