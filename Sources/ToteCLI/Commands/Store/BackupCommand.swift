import ArgumentParser

/// `tote backup [--output FILE]`
struct BackupCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup", abstract: "Copy the whole store, consistently, while it is in use.",
        discussion: """
            Without --output the copy goes into the folder of backups beside the store (tote.sqlite.backups), where \
            tote serve keeps its own every six hours. Put one back with: tote restore FILE
            """)

    @Option(help: ArgumentHelp("Where to write the copy (an existing file is replaced).", valueName: "file"))
    var output: String?

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        .backedUp(path: try await inventory.backUp(to: output))
    }
}
