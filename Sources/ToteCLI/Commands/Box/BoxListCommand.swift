import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote box list [--room ROOM] [--status STATUS] [--fragile] [--open-first] [--page N] [--per-page N]`
struct BoxListCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the boxes in the order of their numbers, one page at a time.")

    @Option(help: "Only the boxes for this room.")
    var room: String?

    @Option(help: "Only the boxes with this status: packing, sealed, loaded, arrived, unpacked or stored.")
    var status: String?

    @Flag(help: "Only the boxes marked fragile.")
    var fragile = false

    @Flag(name: .customLong("open-first"), help: "Only the boxes marked to open first.")
    var openFirst = false

    @OptionGroup var paging: PageOptions
    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let pages = try paging.selection()
        var listing = BoxListing.all(pages.request)
        listing.room = try room.map { text throws(ToteDomain.ValidationError) in try Room(text) }
        listing.status = try status.map { text throws(ToteDomain.ValidationError) in try PackingStatus(parsing: text) }
        listing.mark = fragile ? .fragile : openFirst ? .openFirst : nil
        let queries = try await inventory.useCases().queries
        let page = try await pages.read { page in
            listing.page = page
            return try await queries.listBoxes(listing)
        }
        // Every box listed is asked for: a list read from a server does not say which boxes are in something.
        return .boxes(page, paths: try await queries.paths(toAll: page.entries.map(\.number)))
    }
}
