import ArgumentParser
import ToteApplication
import ToteCSV

/// `tote import FILE [--format homebox] [--dry-run] [--quiet]`
struct ImportCommand: InventoryCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case homebox
    }

    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Add and update boxes and items from a file, all or nothing.",
        discussion: """
            A Homebox CSV or TSV export (columns HB.name, HB.location and the rest, in any order): each location \
            path becomes a box (its last level the title, the levels before it the location) and each row an item \
            in it. Importing the same file again changes nothing: rows are found again by HB.import_ref, or by \
            their location, name and order when the file has no references. A file with a fault is refused with its \
            line and column, and nothing is imported. Progress is shown on standard error.
            """)

    @Argument(help: ArgumentHelp("The file to import.", valueName: "file"))
    var file: String

    @Option(help: "The format: homebox.")
    var format: Format = .homebox

    @Flag(help: "Read and check the whole file and report what would change, changing nothing.")
    var dryRun = false

    @Flag(help: "Show no progress.")
    var quiet = false

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let rows = try HomeboxRows(path: file)
        let job = try await inventory.useCases().commands.importRows(rows, dryRun: dryRun)
        return .imported(try await inventory.follow(job, dryRun ? "Checking" : "Importing", quiet: quiet))
    }
}
