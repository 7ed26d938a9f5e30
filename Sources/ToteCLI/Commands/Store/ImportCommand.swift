import ArgumentParser
import ToteApplication
import ToteCSV

/// `tote import FILE [--format homebox|json] [--dry-run] [--replace] [--quiet]`
struct ImportCommand: InventoryCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case homebox, json

        var format: ImportFormat {
            switch self {
            case .homebox: .homebox
            case .json: .json
            }
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add boxes and items from a file, or put back a whole inventory; all or nothing.",
        discussion: """
            homebox: a Homebox CSV or TSV export (columns HB.name, HB.location and the rest, in any order). Each \
            location path becomes a box (its last level the title, the levels before it the location) and each row \
            an item in it. Importing the same file again changes nothing: rows are found again by HB.import_ref, or \
            by their location, name and order when the file has no references. json: a whole inventory written by \
            tote export --format json, put back exactly (numbers, identities and history) into an empty inventory, \
            or in place of everything it holds with --replace. Without --format, a file starting with { is json. A \
            file with a fault is refused with its line and column, and nothing is imported. Progress is shown on \
            standard error.
            """)

    static let createsStore = true

    @Argument(help: ArgumentHelp("The file to import.", valueName: "file"))
    var file: String

    @Option(help: "The format: homebox or json; found from the file without it.")
    var format: Format?

    @Flag(help: "Read and check the whole file and report what would change, changing nothing.")
    var dryRun = false

    @Flag(help: "For json: replace everything the inventory holds.")
    var replace = false

    @Flag(help: "Show no progress.")
    var quiet = false

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let job = try await inventory.files().importFile(
            file, format: format?.format, dryRun: dryRun, replace: replace)
        let label = dryRun ? "Checking" : "Importing"
        // A server's job is followed, not stopped: a dry run there changes nothing, an import goes on.
        guard try !inventory.isOnServer else {
            return .imported(
                try await inventory.follow(
                    job, label, quiet: quiet, interrupted: dryRun ? Self.stopped : Self.leftToServer))
        }
        return .imported(
            try await inventory.follow(
                job, label, quiet: quiet, interrupted: dryRun ? Self.stopped : Self.leftToOpening,
                stopping: (saying: Self.stopping, said: Self.stopped, tooLate: Self.tooLate)))
    }

    static let stopped = "Interrupted: nothing was imported; the inventory is as it was."
    static let stopping = "Stopping: undoing what the import wrote (Ctrl-C again to leave that to the store)…"
    static let tooLate = "Ctrl-C came as the import ended, too late to stop it: what it did is kept"
    /// What a second Ctrl-C leaves: the store undoes what the import wrote, on SQLite when it is next opened.
    static let leftToOpening =
        "Interrupted: nothing was imported; the store undoes what the import wrote, at the latest when it is "
        + "next opened."
    /// What a Ctrl-C leaves when a server imports: it stops only the following, and a file the server received whole
    /// is the server's to import.
    static let leftToServer =
        "Interrupted: no longer following the import. A file the server received whole is imported still, all of "
        + "it or none (tote history shows it once it has ended); one cut off is not imported."
}
