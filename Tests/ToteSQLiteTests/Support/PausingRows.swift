import Dispatch
import ToteApplication
import ToteTesting

/// Rows of boxes and items (by default the item "Thing N" in the box "Shelf N % 7" on line N) that stop before the
/// row numbered `pausingAt`, until let go, and throw instead of handing the row numbered `failingAt`.
final class PausingRows: ImportRows {
    let lines: LinePause
    let row: @Sendable (Int) throws -> ImportedRow

    init(
        count: Int, pausingAt: Int, failingAt: Int? = nil,
        row: @escaping @Sendable (Int) throws -> ImportedRow = { line in
            try ListedRows.row(line, "Thing \(line)", at: "Shelf \(line % 7)")
        }
    ) {
        lines = LinePause(count: count, pausingAt: pausingAt, failingAt: failingAt)
        self.row = row
    }

    func next() throws -> ImportedRow? {
        try lines.next().map(row)
    }

    var progress: JobProgress { JobProgress(unit: .rows) }
    var setAside: [ImportReport.SetAside] { [] }
    var resume: DispatchSemaphore { lines.resume }
    func untilPaused<Value>(_ job: Job<Value>) async { await lines.untilPaused(job) }
}
