import ArgumentParser
import ToteApplication
import ToteDomain

/// `tote arrivals [ROOM]`
struct ArrivalsCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "arrivals",
        abstract: "Check boxes off at the new home: how many have arrived in each room, or which in one room.",
        discussion: "A box has arrived once its status is arrived or unpacked: tote box status BOX… arrived")

    @Argument(help: "A room: list its boxes, those that arrived and those still to come.")
    var room: String?

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let room = try room.map { text throws(ToteDomain.ValidationError) in try Room(text) }
        let queries = try await inventory.useCases().queries
        guard let room else { return .arrivals(try await queries.arrivals()) }
        return .roomArrivals(try await queries.arrivals(in: room))
    }
}
