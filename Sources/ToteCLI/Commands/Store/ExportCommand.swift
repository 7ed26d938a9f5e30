import ArgumentParser
import ToteApplication
import ToteCSV
import TotePresentation

/// `tote export [--format csv|homebox|json] [--table items|boxes] [--output FILE] [--quiet]`
struct ExportCommand: InventoryCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv, homebox, json
    }

    enum Table: String, ExpressibleByArgument, CaseIterable {
        case items, boxes
    }

    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write the inventory out: for spreadsheets, for Homebox, or whole.",
        discussion: """
            csv: every item (with its box's number, title and location) or every box, in UTF-8 with a header row; \
            text a spreadsheet would run as a formula (starting with =, +, -, @) is written after a '. homebox: every \
            item as a Homebox CSV import file. json: the whole inventory, history included, as JSON Lines that \
            tote import puts back exactly. Each is one moment of the inventory. Progress is shown on standard error.
            """)

    @Option(help: "The format: csv, homebox or json.")
    var format: Format = .csv

    @Option(help: "For csv, what to write: items (with their boxes) or boxes.")
    var table: Table?

    @Option(help: ArgumentHelp("The file to write; standard output without it.", valueName: "file"))
    var output: String?

    @Flag(help: "Show no progress.")
    var quiet = false

    @OptionGroup var common: CommonOptions

    func validate() throws {
        guard !common.json || output != nil else {
            throw ValidationError("--json needs --output: without it the export itself goes to standard output")
        }
        guard table == nil || format == .csv else { throw ValidationError("--table is for --format csv") }
    }

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let files = try await inventory.files()
        let sink = try inventory.openOutput(output)
        do {
            let (job, what) = try start(files, writingTo: sink)
            let rows = try await inventory.follow(
                job, "Exporting \(what)", quiet: quiet,
                interrupted: output.map { "Interrupted: the export was not finished; \($0) is as it was." }
                    ?? "Interrupted: the export written to standard output is incomplete.")
            try sink.finish()
            return .exported(rows: rows, table: what, path: output)
        } catch {
            sink.abandon()
            throw error
        }
    }

    /// Starts the export the options ask for; answers its job and what it counts.
    private func start(_ files: any InventoryFiles, writingTo sink: any CommandOutput) throws -> (Job<Int>, String) {
        let exported: InventoryExport.Format =
            switch format {
            case .csv: .csv
            case .homebox: .homebox
            case .json: .json
            }
        return try files.export(exported, table: table == .boxes ? .boxes : .items, writing: sink.write)
    }
}
