import ArgumentParser

/// `tote photo list --box BOX` or `--item ITEM`
struct PhotoListCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the photos of a box or an item, in the order they were added.")

    @OptionGroup var subject: PhotoSubjectOptions

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let subject = try subject.subject()
        return .photos(try await inventory.useCases().queries.photos(of: subject), of: subject)
    }
}
