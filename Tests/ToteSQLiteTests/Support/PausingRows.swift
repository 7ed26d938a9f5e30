import Dispatch
import Synchronization
import ToteApplication
import ToteTesting

/// Rows of boxes and items (by default the item "Thing N" in the box "Shelf N % 7" on line N) that stop before the
/// row numbered `pausingAt`, until let go, and throw instead of handing the row numbered `failingAt`.
final class PausingRows: ImportRows {
    private enum Pause {
        case ahead
        case awaited(CheckedContinuation<Void, Never>)
        case reached
    }

    let count: Int
    let pausingAt: Int
    let failingAt: Int?
    let row: @Sendable (Int) throws -> ImportedRow
    let resume = DispatchSemaphore(value: 0)
    private let handed = Mutex(0)
    private let pause = Mutex(Pause.ahead)

    init(
        count: Int, pausingAt: Int, failingAt: Int? = nil,
        row: @escaping @Sendable (Int) throws -> ImportedRow = { line in
            try ListedRows.row(line, "Thing \(line)", at: "Shelf \(line % 7)")
        }
    ) {
        self.count = count
        self.pausingAt = pausingAt
        self.failingAt = failingAt
        self.row = row
    }

    func next() throws -> ImportedRow? {
        let line = handed.withLock { handed in
            handed += 1
            return handed
        }
        guard line <= count else { return nil }
        if line == pausingAt {
            let awaiting = pause.withLock { pause in
                defer { pause = .reached }
                guard case .awaited(let continuation) = pause else {
                    return nil as CheckedContinuation<Void, Never>?
                }
                return continuation
            }
            awaiting?.resume()
            resume.wait()
        }
        if line == failingAt { throw ImportError(line: line, "the row cannot be read") }
        return try row(line)
    }

    var progress: JobProgress { JobProgress(unit: .rows) }
    var setAside: [ImportReport.SetAside] { [] }

    /// Returns once the import has asked for the row it pauses at, holding no thread meanwhile.
    func untilPaused() async {
        await withCheckedContinuation { continuation in
            let reached = pause.withLock { pause in
                guard case .reached = pause else {
                    pause = .awaited(continuation)
                    return false
                }
                return true
            }
            if reached { continuation.resume() }
        }
    }
}
