import Dispatch
import ToteApplication

/// The records of a whole inventory's export, which stop before the line numbered `pausingAt`, until let go, and
/// throw instead of handing the line numbered `failingAt`.
final class PausingRecords: KeptRecords {
    let lines: LinePause
    let records: [KeptRecord]

    init(_ records: [KeptRecord], pausingAt: Int, failingAt: Int? = nil) {
        lines = LinePause(count: records.count, pausingAt: pausingAt, failingAt: failingAt)
        self.records = records
    }

    func next() throws -> (line: Int, record: KeptRecord)? {
        try lines.next().map { line in (line, records[line - 1]) }
    }

    var progress: JobProgress { JobProgress(unit: .rows) }
    var resume: DispatchSemaphore { lines.resume }
    func untilPaused<Value>(_ job: Job<Value>) async { await lines.untilPaused(job) }
}
