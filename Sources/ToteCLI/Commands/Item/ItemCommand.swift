import ArgumentParser

/// `tote item …`: the commands about items.
struct ItemCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "item",
        abstract: "Add, show, change, move and remove items.",
        subcommands: [
            ItemAddCommand.self, ItemShowCommand.self, ItemRenameCommand.self, ItemQuantityCommand.self,
            ItemNoteCommand.self, ItemMoveCommand.self, ItemRemoveCommand.self,
        ]
    )
}
