import ArgumentParser

/// `tote photo get PHOTO [--output FILE] [--thumbnail]`
struct PhotoGetCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "get", abstract: "Save a photo, or its thumbnail, to a file or standard output.")

    @Argument(help: "The photo's handle, as tote photo list shows it.")
    var photo: String

    @Option(help: ArgumentHelp("The file to write; standard output without it.", valueName: "file"))
    var output: String?

    @Flag(help: "Save the thumbnail (the photo itself when it has none).")
    var thumbnail = false

    @OptionGroup var common: CommonOptions

    func validate() throws {
        guard !common.json || output != nil else {
            throw ValidationError("--json needs --output: without it the photo itself goes to standard output")
        }
    }

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let id = try photoID(parsing: photo)
        let contents = try await inventory.useCases().queries.photoContents(id, thumbnail: thumbnail)
        let sink = try inventory.openOutput(output)
        do {
            try sink.write(contents.file.data)
            try sink.finish()
        } catch {
            sink.abandon()
            throw error
        }
        return .photoSaved(contents, thumbnail: thumbnail, path: output)
    }
}
