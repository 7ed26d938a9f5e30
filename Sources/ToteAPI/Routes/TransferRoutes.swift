import Foundation
import HTTPTypes
import Hummingbird
import ToteApplication
import ToteCSV
import ToteDomain
import ToteHTTP
import ToteJSON

/// Imports and exports as jobs: starting one answers 202 at once with the job's handle, which a client polls for its
/// progress and outcome, and from which it fetches what an export wrote.
enum TransferRoutes {
    static func add(to inventory: InventoryGroups, environment: ServerEnvironment) {
        inventory.changing.post("imports") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let dryRun = try request.flag("dryRun")
            let replace = try request.flag("replace")
            let format = try request.text("format").map(Self.importFormat)
            let name = request.text("fileName")
            let limit = environment.maximumImportBytes
            let file = try await TemporaryFile.receive(
                request, context: context, upTo: limit,
                tooLarge:
                    "the file is larger than the \(limit) bytes this server imports at once: split it into several")
            do {
                let status = try await environment.jobs.add(
                    importing: {
                        try InventoryImport.start(
                            file.path, named: EventBatch.sourceName(name), format: format, dryRun: dryRun,
                            replace: replace, with: access.useCases.commands)
                    }, in: access.id, reading: file)
                return accepted(status, access)
            } catch {
                try? FileManager.default.removeItem(at: file)
                throw error
            }
        }
        inventory.reading.post("exports") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let format = try Self.exportFormat(request.text("format") ?? "csv")
            let table = try Self.table(request.text("table") ?? "items")
            let status = try await environment.jobs.add(
                exporting: {
                    try InventoryExport.start(
                        format, table: table, from: access.useCases.queries,
                        into: FileManager.default.temporaryDirectory)
                }, in: access.id)
            return accepted(status, access)
        }
        inventory.reading.get("jobs/{jobId}") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let id = try context.parameters.jobID()
            let (status, _) = try await environment.jobs.status(of: id, in: access.id)
            return JSONResponse.make(JobJSON.status(status, at: location(of: status, access)))
        }
        inventory.reading.get("jobs/{jobId}/file") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let id = try context.parameters.jobID()
            return try await JobFileResponse.make(environment.jobs.file(of: id, in: access.id), context: context)
        }
    }

    private static func accepted(_ status: JobStatus, _ access: InventoryAccess) -> Response {
        let address = location(of: status, access)
        return JSONResponse.make(
            JobJSON.status(status, at: address), status: .accepted, headers: [.location: address])
    }

    /// Where the job's status is read, with its ID in lower case as every ID the API writes.
    private static func location(of status: JobStatus, _ access: InventoryAccess) -> String {
        access.location("jobs/\(status.id.lowercasedText)")
    }

    private static func importFormat(_ text: String) throws(RequestError) -> ImportFormat {
        guard let format = ImportFormat(rawValue: text) else {
            throw RequestError.malformed("format must be homebox or json, not '\(text)'")
        }
        return format
    }

    private static func exportFormat(_ text: String) throws(RequestError) -> InventoryExport.Format {
        guard let format = InventoryExport.Format(rawValue: text) else {
            throw RequestError.malformed("format must be csv, homebox or json, not '\(text)'")
        }
        return format
    }

    private static func table(_ text: String) throws(RequestError) -> InventoryExport.Table {
        guard let table = InventoryExport.Table(rawValue: text) else {
            throw RequestError.malformed("table must be items or boxes, not '\(text)'")
        }
        return table
    }
}
