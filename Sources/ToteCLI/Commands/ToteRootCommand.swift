import ArgumentParser
import ToteApplication

/// `tote`: what is in which box, and where that box is.
struct ToteRootCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tote",
        abstract: "Know what is in which box, and where that box is.",
        discussion: """
            Every command takes --store URL to choose a local inventory (sqlite:PATH, plist:PATH or memory:; \
            else $TOTE_STORE, else an SQLite file in your data directory), --server URL to work on a server \
            logged in to with `tote login` (else $TOTE_SERVER, else the server logged in to), and --json to print \
            JSON.
            """,
        version: "tote \(ToteRelease.version)",
        subcommands: [
            BoxCommand.self, ItemCommand.self, PhotoCommand.self, FindCommand.self, ArrivalsCommand.self,
            LabelsCommand.self, ShareCommand.self,
            HistoryCommand.self,
            ExportCommand.self, ImportCommand.self, BackupCommand.self, RestoreCommand.self, MigrateCommand.self,
            UserCommand.self,
            ServeCommand.self,
            LoginCommand.self, LogoutCommand.self, WhoamiCommand.self, InventoriesCommand.self,
        ]
    )
}
