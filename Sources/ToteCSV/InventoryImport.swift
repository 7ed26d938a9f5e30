import ToteApplication
import ToteJSON

/// Starting an import of a file, the same from the command line, the API and the web: a Homebox file's rows, or a
/// whole inventory, read a line at a time as the job asks for them.
public enum InventoryImport {
    /// Starts importing the file at `path` as `format`, or as the format its first character says; the history
    /// names the import by `name`, the file's name as the person knows it (nil: the last part of `path`).
    public static func start(
        _ path: String, named name: String? = nil, format: ImportFormat?, dryRun: Bool, replace: Bool,
        with commands: any InventoryCommands
    ) throws -> Job<ImportReport> {
        switch try format ?? ImportFormat.sniff(path) {
        case .homebox:
            guard !replace else {
                throw ImportError("replacing the whole inventory takes a whole-inventory file (json)")
            }
            return try commands.importRows(try HomeboxRows(path: path), from: name ?? path, dryRun: dryRun)
        case .json:
            return try commands.importInventory(try KeptLines(path: path), replace: replace, dryRun: dryRun)
        }
    }
}
