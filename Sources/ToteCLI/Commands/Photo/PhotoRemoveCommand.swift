import ArgumentParser

/// `tote photo remove PHOTO`
struct PhotoRemoveCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove a photo and its thumbnail.")

    @Argument(help: "The photo's handle, as tote photo list shows it.")
    var photo: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        .removedPhoto(try await inventory.useCases().commands.removePhoto(try photoID(parsing: photo)))
    }
}
