import ArgumentParser

/// `tote user …`: accounts for the web app, made on the machine that holds the store.
struct UserCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user", abstract: "Manage the accounts people log in to the web app with.",
        subcommands: [UserAddCommand.self, UserPasswordCommand.self])
}
