import Foundation
import HTTPTypes
import Hummingbird
import ToteApplication
import ToteCSV
import ToteDomain
import ToteHTTP

/// Importing and exporting: the page that starts either as a job, the job's own page, which follows it while it
/// runs, and the file an export wrote.
extension WebRoutes {
    static func addTransfers(_ routes: WebRouteBuilder, _ app: WebApp) {
        routes.get("/transfers") { visit in
            let workspace = try await Workspace.load(for: visit, environment: app.environment)
            return try app.page(
                TransfersPresenter().present(role: workspace.role, failure: nil), person: workspace.person, for: visit)
        }
        routes.post("/transfers/export", access: .role(.read)) { visit, fields in
            let workspace = try await Workspace.load(for: visit, environment: app.environment)
            guard let format = InventoryExport.Format(rawValue: fields["format"]),
                let table = InventoryExport.Table(rawValue: fields["table"])
            else { throw RequestError.malformed("there is no such export") }
            let status = try await app.environment.jobs.add(
                exporting: {
                    try InventoryExport.start(
                        format, table: table, from: workspace.useCases.queries,
                        into: FileManager.default.temporaryDirectory)
                }, in: workspace.current.id)
            return HTMLPage.redirect(to: path(of: status), for: visit)
        }
        let tooLarge =
            "the file is larger than the \(app.environment.maximumImportBytes) bytes this server imports at once: split it"
        routes.upload(
            "/transfers/import", access: .role(.change), upTo: app.environment.maximumImportBytes, tooLarge: tooLarge
        ) {
            visit, form in
            let workspace = try await Workspace.load(for: visit, environment: app.environment)
            do {
                guard let upload = form.upload.file("file") else { throw ImportError("choose a file to import") }
                let file = upload.url
                do {
                    let status = try await app.environment.jobs.add(
                        importing: {
                            try InventoryImport.start(
                                file.path, named: upload.name, format: nil, dryRun: form.fields.isChecked("dry_run"),
                                replace: form.fields.isChecked("replace"), with: workspace.useCases.commands)
                        }, in: workspace.current.id, reading: file)
                    return HTMLPage.redirect(to: path(of: status), for: visit)
                } catch {
                    try? FileManager.default.removeItem(at: file)
                    throw error
                }
            } catch {
                guard let status = ErrorDescription(error).formStatus else { throw error }
                return try app.page(
                    TransfersPresenter().present(role: workspace.role, failure: error), person: workspace.person,
                    for: visit, status: status)
            }
        }
        routes.get("/transfers/jobs/{job}") { visit in
            let workspace = try await Workspace.load(for: visit, environment: app.environment)
            let id = try jobID(visit)
            let (status, file) = try await app.environment.jobs.status(of: id, in: workspace.current.id)
            var response = try app.page(
                TransfersPresenter().present(status, fileName: file?.name, href: path(of: status) + "/file"),
                person: workspace.person, for: visit)
            // The page follows the work by loading itself again, with no script, until the work ends.
            if status.state == .running { response.headers[HTTPField.Name("Refresh")!] = "1" }
            return response
        }
        routes.get("/transfers/jobs/{job}/file") { visit in
            let workspace = try await Workspace.load(for: visit, environment: app.environment)
            let file = try await app.environment.jobs.file(of: jobID(visit), in: workspace.current.id)
            return try await JobFileResponse.make(file, context: visit.context)
        }
    }

    private static func path(of status: JobStatus) -> String {
        "/transfers/jobs/\(status.id.lowercasedText)"
    }

    private static func jobID(_ visit: Visit) throws -> UUID {
        guard let text = visit.context.parameters.get("job"), let id = UUID(uuidString: text) else {
            throw RequestError.pageNotFound
        }
        return id
    }
}
