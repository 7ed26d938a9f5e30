import ArgumentParser

/// `tote photo cover PHOTO`
struct PhotoCoverCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "cover", abstract: "Make a photo the one lists show for its box or item.")

    @Argument(help: "The photo's handle, as tote photo list shows it.")
    var photo: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        .cover(try await inventory.useCases().commands.makeCover(try photoID(parsing: photo)))
    }
}
