import ArgumentParser
import ToteApplication

/// `tote share add [--room ROOM | --boxes "3 7 12-40"] [--expires 7d] [--note TEXT]`
struct ShareAddCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Make a read-only link, shown only now.")

    @Option(help: "Share the boxes for this room, as they are when the link is used.")
    var room: String?

    @Option(help: ArgumentHelp("Share these boxes: numbers and ranges, such as \"3 7 12-40\".", valueName: "numbers"))
    var boxes: String?

    @Option(help: ArgumentHelp("How long the link works: 12h, 7d or 4w, from 1 hour to 365 days.", valueName: "time"))
    var expires = "30d"

    @Option(help: "What the link is for, such as \"for the movers\".")
    var note: String?

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let request = ShareLinkRequest(
            room: try inventory.text(ifGiven: room), boxes: boxes, expires: expires,
            note: try inventory.text(ifGiven: note))
        let new = try await inventory.useCases().shares.makeShareLink(request)
        return .shareLinkMade(new, address: try await inventory.publicURL())
    }
}
