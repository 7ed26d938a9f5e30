import Foundation
import ToteDomain

extension InventoryCommandService {
    /// How many rows an import carries between two reports of its progress and two looks at whether it is asked to
    /// stop.
    static let importReportEvery = 1_000

    public func importRows(_ rows: any ImportRows, from source: String, dryRun: Bool) throws -> Job<ImportReport> {
        try authorize()
        let batch = EventBatch(id: UUID.random(), source: EventBatch.sourceName(source))
        return Job.start(rows.progress) { [imports, author, clock] reporter in
            let now = clock.now()
            var report = try await imports.importing(commit: !dryRun, clearing: false) { session in
                var plan = ImportPlan(session: session, author: author, now: now, batch: batch)
                while let row = try rows.next() {
                    try plan.carry(row)
                    if plan.report.rows % Self.importReportEvery == 0 {
                        reporter.report(rows.progress)
                        try reporter.checkStopping()
                    }
                }
                try plan.finish()
                return plan.report
            }
            report.setAside = rows.setAside
            report.dryRun = dryRun
            if !dryRun { await publishImported() }
            return report
        }
    }
}

extension InventoryCommandService {
    public func importInventory(_ records: any KeptRecords, replace: Bool, dryRun: Bool) throws -> Job<ImportReport> {
        try authorize()
        if replace { guard role.allows(.replaceAll) else { throw AccessError.forbidden(role, .replaceAll) } }
        return Job.start(records.progress) { [imports] reporter in
            var report = try await imports.importing(commit: !dryRun, clearing: replace) { session in
                var restore = KeptRestore(session: session)
                try restore.prepare(replace: replace)
                while let (line, record) = try records.next() {
                    try restore.carry(record, line: line)
                    if line % Self.importReportEvery == 0 {
                        reporter.report(records.progress)
                        try reporter.checkStopping()
                    }
                }
                try restore.finish()
                return restore.report
            }
            report.dryRun = dryRun
            if !dryRun { await publishImported() }
            return report
        }
    }
}
