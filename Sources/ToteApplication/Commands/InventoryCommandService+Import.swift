import ToteDomain

extension InventoryCommandService {
    /// How many rows an import carries between two reports of its progress.
    static let importReportEvery = 1_000

    public func importRows(_ rows: any ImportRows, dryRun: Bool) throws -> Job<ImportReport> {
        try authorize()
        return Job.start(rows.progress) { [imports, author, clock] reporter in
            let now = clock.now()
            var (report, last) = try await imports.importing(commit: !dryRun) { session in
                var plan = ImportPlan(session: session, author: author, now: now)
                while let row = try rows.next() {
                    try plan.carry(row)
                    if plan.report.rows % Self.importReportEvery == 0 { reporter.report(rows.progress) }
                }
                return (plan.report, plan.lastEvent)
            }
            report.setAside = rows.setAside
            report.dryRun = dryRun
            if !dryRun, let last { await publish([last]) }
            return report
        }
    }
}
