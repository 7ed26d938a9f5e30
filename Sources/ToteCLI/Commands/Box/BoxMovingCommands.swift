import ArgumentParser
import ToteApplication
import ToteDomain

/// What the four commands that change many boxes share: boxes, then one value, as `BOX… VALUE`.
protocol BoxesChangeCommand: InventoryCommand {
    /// The boxes and the value, as typed.
    var words: [String] { get }
    func change(_ value: String) -> ChangeBoxesRequest.Change
}

extension BoxesChangeCommand {
    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        guard let value = words.last, words.count >= 2 else { throw ValidationError.empty(.boxNumbers) }
        let boxes: [BoxNumber] = try NumberSelection.numbers(Array(words.dropLast()))
        let tote = try await inventory.useCases()
        let events = try await tote.commands.changeBoxes(ChangeBoxesRequest(boxes: boxes, change: change(value)))
        let listed = try await tote.queries.listBoxes(.changed(boxes))
        return .changedBoxes(listed.entries, events: events)
    }
}

/// `tote box room BOX… ROOM`
struct BoxRoomCommand: BoxesChangeCommand {
    static let configuration = CommandConfiguration(
        commandName: "room", abstract: "Send boxes to a room of the new home; an empty ROOM clears it.",
        discussion: "Boxes are numbers and ranges: 3 7 12-40.")

    @Argument(help: ArgumentHelp("The boxes, then the room.", valueName: "BOX… ROOM"))
    var words: [String] = []

    @OptionGroup var common: CommonOptions

    func change(_ value: String) -> ChangeBoxesRequest.Change { .room(value) }
}

/// `tote box status BOX… STATUS`
struct BoxStatusCommand: BoxesChangeCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Say how far boxes have come: packing, sealed, loaded, arrived, unpacked, stored.",
        discussion: "Boxes are numbers and ranges: 3 7 12-40.")

    @Argument(help: ArgumentHelp("The boxes, then the status.", valueName: "BOX… STATUS"))
    var words: [String] = []

    @OptionGroup var common: CommonOptions

    func change(_ value: String) -> ChangeBoxesRequest.Change { .status(value) }
}

/// `tote box mark BOX… fragile|open-first`
struct BoxMarkCommand: BoxesChangeCommand {
    static let configuration = CommandConfiguration(
        commandName: "mark", abstract: "Mark boxes fragile or open-first.",
        discussion: "Boxes are numbers and ranges: 3 7 12-40.")

    @Argument(help: ArgumentHelp("The boxes, then the mark.", valueName: "BOX… MARK"))
    var words: [String] = []

    @OptionGroup var common: CommonOptions

    func change(_ value: String) -> ChangeBoxesRequest.Change { .mark(value) }
}

/// `tote box unmark BOX… fragile|open-first`
struct BoxUnmarkCommand: BoxesChangeCommand {
    static let configuration = CommandConfiguration(
        commandName: "unmark", abstract: "Take the fragile or open-first mark off boxes.",
        discussion: "Boxes are numbers and ranges: 3 7 12-40.")

    @Argument(help: ArgumentHelp("The boxes, then the mark.", valueName: "BOX… MARK"))
    var words: [String] = []

    @OptionGroup var common: CommonOptions

    func change(_ value: String) -> ChangeBoxesRequest.Change { .unmark(value) }
}
