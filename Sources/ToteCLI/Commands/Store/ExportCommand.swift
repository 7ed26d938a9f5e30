import ArgumentParser
import ToteApplication
import ToteCSV
import TotePresentation

/// `tote export --format csv [--table items|boxes] [--output FILE] [--quiet]`
struct ExportCommand: InventoryCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv
    }

    enum Table: String, ExpressibleByArgument, CaseIterable {
        case items, boxes
    }

    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write every item, or every box, as a table for spreadsheets.",
        discussion: """
            CSV in UTF-8 with a header row, as one moment of the inventory. Items come with their box's number, title \
            and location. Text a spreadsheet would run as a formula (starting with =, +, -, @) is written after a '. \
            Progress is shown on standard error.
            """)

    @Option(help: "The format: csv.")
    var format: Format = .csv

    @Option(help: "What to write: items (with their boxes) or boxes.")
    var table: Table = .items

    @Option(help: ArgumentHelp("The file to write; standard output without it.", valueName: "file"))
    var output: String?

    @Flag(help: "Show no progress.")
    var quiet = false

    @OptionGroup var common: CommonOptions

    func validate() throws {
        guard !common.json || output != nil else {
            throw ValidationError("--json needs --output: without it the table itself goes to standard output")
        }
    }

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let queries = try await inventory.useCases().queries
        let sink = try inventory.openOutput(output)
        do {
            let header = table == .items ? InventoryCSV.itemHeader : InventoryCSV.boxHeader
            try sink.write(InventoryCSV.start(header))
            let job =
                switch table {
                case .items:
                    queries.exportItems { try sink.write(InventoryCSV.lines($0)) }
                case .boxes:
                    queries.exportBoxes { try sink.write(InventoryCSV.lines($0)) }
                }
            let rows = try await inventory.follow(job, "Exporting \(table.rawValue)", quiet: quiet)
            try sink.finish()
            return .exported(rows: rows, table: table.rawValue, path: output)
        } catch {
            sink.abandon()
            throw error
        }
    }
}
