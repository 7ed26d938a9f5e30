import ArgumentParser

/// `tote restore FILE`
struct RestoreCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore", abstract: "Replace the store with a backup, keeping the store it replaces.",
        discussion: """
            Stop tote serve first: a store in use is not replaced. The backup is checked (a Tote store passing \
            SQLite's integrity check) before anything changes; the replaced store is kept beside it as \
            tote.sqlite.before-restore-DATE with its -wal and -shm files.
            """)

    @Argument(help: ArgumentHelp("The backup to put back.", valueName: "file"))
    var backup: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        .restored(from: backup, previous: try await inventory.restore(from: backup))
    }
}
