import ToteApplication
import ToteDomain
import ToteHTTP
import TotePresentation

/// Presents the import and export page, and the page of one job.
struct TransfersPresenter: Sendable {
    static let exports = [
        TransfersModels.Export(
            format: "csv", table: "items", label: "Items as CSV", detail: "every item with its box, for spreadsheets"),
        TransfersModels.Export(
            format: "csv", table: "boxes", label: "Boxes as CSV", detail: "every box with its room, status and marks"),
        TransfersModels.Export(
            format: "homebox", table: "items", label: "Homebox CSV", detail: "every item, as Homebox imports it"),
        TransfersModels.Export(
            format: "json", table: "items", label: "The whole inventory",
            detail: "boxes, items and history as JSON Lines, which Tote imports back exactly"),
    ]

    func present(role: Role, failure: (any Error)?) -> TransfersModels.ViewModel {
        TransfersModels.ViewModel(
            heading: "Import and export", exports: Self.exports, canImport: role.allows(.change),
            canReplace: role.allows(.replaceAll), error: failure.map { ErrorDescription($0).sentence })
    }

    /// The job's page; `fileName` names the export's file once it is written, to be fetched from `href`.
    func present(_ status: JobStatus, fileName: String?, href: String) -> TransfersModels.JobViewModel {
        let noun = status.kind == .import ? "Import" : "Export"
        let heading =
            switch status.state {
            case .running: status.kind == .import ? "Importing…" : "Exporting…"
            case .succeeded: "\(noun) done"
            case .failed: "\(noun) failed"
            }
        let progress = status.progress
        var report: [String] = []
        if case .imported(let done) = status.outcome { report = ImportSentence.lines(for: done) }
        if case .exported(let rows) = status.outcome { report.append("Wrote \(Counted(rows, "row")).") }
        var error: String?
        if case .failed(let message) = status.outcome { error = Sentence.standalone(message) }
        return TransfersModels.JobViewModel(
            heading: heading, isRunning: status.state == .running,
            progress: ProgressSentence.text(done: progress.done, total: progress.total, unit: progress.unit.rawValue),
            percent: progress.total.map { ProgressSentence.percent(done: progress.done, total: $0) }, report: report,
            download: fileName.map { TransfersModels.Download(href: href, name: $0) }, error: error)
    }
}
