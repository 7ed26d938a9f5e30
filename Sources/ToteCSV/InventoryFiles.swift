import Foundation
import ToteApplication

/// Input port for carrying whole files into an inventory and out of it: on a store here, by reading and writing the
/// file in this process; on a server, as the server's import and export jobs.
public protocol InventoryFiles: Sendable {
    /// Starts importing the file at `path` as `format`, or as the format its first character says (see
    /// ``InventoryImport``).
    func importFile(_ path: String, format: ImportFormat?, dryRun: Bool, replace: Bool) throws -> Job<ImportReport>

    /// Starts an export, handing the file to `write` a part at a time; answers the job, whose value is how many
    /// rows it wrote, and the noun of what it counts.
    func export(
        _ format: InventoryExport.Format, table: InventoryExport.Table,
        writing write: @escaping @Sendable (Data) throws -> Void
    ) throws -> (job: Job<Int>, counting: String)
}

/// The files of an inventory whose use cases are in this process.
public struct LocalInventoryFiles: InventoryFiles {
    public let useCases: InventoryUseCases

    public init(useCases: InventoryUseCases) {
        self.useCases = useCases
    }

    public func importFile(_ path: String, format: ImportFormat?, dryRun: Bool, replace: Bool) throws -> Job<
        ImportReport
    > {
        try InventoryImport.start(path, format: format, dryRun: dryRun, replace: replace, with: useCases.commands)
    }

    public func export(
        _ format: InventoryExport.Format, table: InventoryExport.Table,
        writing write: @escaping @Sendable (Data) throws -> Void
    ) throws -> (job: Job<Int>, counting: String) {
        try InventoryExport.start(format, table: table, from: useCases.queries) { try write(Data($0.utf8)) }
    }
}
