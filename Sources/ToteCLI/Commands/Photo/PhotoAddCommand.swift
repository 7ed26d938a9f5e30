import ArgumentParser
import ToteApplication
import ToteImages

/// `tote photo add --box BOX FILE…` or `--item ITEM FILE…`
struct PhotoAddCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add photos to a box or an item; all of them, or none when one is refused.",
        discussion: """
            JPEG, PNG and WebP photos of up to 15 MB and 50 million pixels are kept, the kind decided by the file's \
            bytes, not its name. Where and with what a photo was taken (Exif, GPS, XMP, comments) is removed before \
            it is kept; which way up it is stays. The first photo of a box or item becomes its cover.
            """)

    @OptionGroup var subject: PhotoSubjectOptions

    @Argument(help: ArgumentHelp("The photo files.", valueName: "file"))
    var files: [String]

    @OptionGroup var common: CommonOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("name at least one photo file") }
    }

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let subject = try subject.subject()
        let drafts = try files.map { path in try PhotoFiles.draft(readingFile: path) }
        let photos = try await inventory.useCases().commands.addPhotos(
            AddPhotosRequest(subject: subject, drafts: drafts))
        return .photosAdded(photos, to: subject)
    }
}
