import Foundation
import ToteApplication
import ToteJSON

/// The files an inventory is exported as, the same from the command line and the API: CSV tables for spreadsheets,
/// a Homebox import file, and the whole inventory as Tote's JSON Lines.
public enum InventoryExport {
    public enum Format: String, Sendable, CaseIterable {
        case csv, homebox, json
    }

    public enum Table: String, Sendable, CaseIterable {
        case items, boxes
    }

    /// Writes the start of the file with `write` and starts the job that writes the rest; answers the job and the
    /// noun of what it counts.
    public static func start(
        _ format: Format, table: Table, from queries: any InventoryQueries,
        writing write: @escaping @Sendable (String) throws -> Void
    ) throws -> (job: Job<Int>, counting: String) {
        switch (format, table) {
        case (.csv, .items):
            try write(InventoryCSV.start(InventoryCSV.itemHeader))
            return (queries.exportItems { try write(InventoryCSV.lines($0, in: $1)) }, counting(format, table))
        case (.csv, .boxes):
            try write(InventoryCSV.start(InventoryCSV.boxHeader))
            return (queries.exportBoxes { try write(InventoryCSV.lines($0)) }, counting(format, table))
        case (.homebox, _):
            try write(CSVLine.text(HomeboxExport.header))
            return (queries.exportItems { try write(HomeboxExport.lines($0, in: $1)) }, counting(format, table))
        case (.json, _):
            return (queries.exportInventory { try write(KeptJSON.lines($0)) }, counting(format, table))
        }
    }

    /// What an export of `format` counts: "items", "boxes" or "records".
    public static func counting(_ format: Format, _ table: Table) -> String {
        switch (format, table) {
        case (.csv, .boxes): "boxes"
        case (.csv, .items), (.homebox, _): "items"
        case (.json, _): "records"
        }
    }

    /// Starts an export into a new temporary file that only this user may read; answers the job and the file, which
    /// whoever keeps the job removes once it is no longer wanted.
    public static func start(
        _ format: Format, table: Table, from queries: any InventoryQueries, into folder: URL
    ) throws -> (job: Job<Int>, file: JobFile) {
        let url = folder.appendingPathComponent(TemporaryName.inTemporaryFolder("export"))
        guard FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]),
            let handle = FileHandle(forWritingAtPath: url.path)
        else { throw ExportFileError(path: url.path, reason: "the temporary folder cannot be written") }
        do {
            let (job, _) = try start(format, table: table, from: queries) { text in
                try handle.write(contentsOf: Data(text.utf8))
            }
            job.onCompletion { _ in try? handle.close() }
            job.onFailure { _ in try? handle.close() }
            return (job, JobFile(url: url, name: fileName(of: format, table: table), mediaType: mediaType(of: format)))
        } catch {
            try? handle.close()
            try? FileManager.default.removeItem(at: url)
            throw error
        }
    }

    /// The media type of a file of `format`.
    public static func mediaType(of format: Format) -> String {
        format == .json ? "application/jsonl" : "text/csv; charset=utf-8"
    }

    /// The name a file of `format` is saved under.
    public static func fileName(of format: Format, table: Table) -> String {
        switch format {
        case .csv: "tote-\(table.rawValue).csv"
        case .homebox: "tote-homebox.csv"
        case .json: "tote-inventory.jsonl"
        }
    }
}

/// An export's file that could not be written.
public struct ExportFileError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write \(path): \(reason); nothing was written there" }
}
