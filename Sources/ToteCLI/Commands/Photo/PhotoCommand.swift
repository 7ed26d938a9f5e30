import ArgumentParser

/// `tote photo …`: the commands about photos of boxes and items.
struct PhotoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photo",
        abstract: "Add, list, save and remove photos of boxes and items.",
        subcommands: [
            PhotoAddCommand.self, PhotoListCommand.self, PhotoGetCommand.self, PhotoCoverCommand.self,
            PhotoRemoveCommand.self,
        ]
    )
}
