import ArgumentParser

/// `tote box …`: the commands about boxes.
struct BoxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "box",
        abstract: "Add, list, show, change and remove boxes.",
        subcommands: [
            BoxAddCommand.self, BoxListCommand.self, BoxShowCommand.self, BoxRenameCommand.self,
            BoxLocateCommand.self, BoxNoteCommand.self, BoxRemoveCommand.self, BoxEmptyCommand.self,
            BoxMoveCommand.self,
            BoxRoomCommand.self, BoxStatusCommand.self, BoxMarkCommand.self, BoxUnmarkCommand.self,
            BoxCountsCommand.self,
        ]
    )
}
