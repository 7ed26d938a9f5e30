import Foundation
import Synchronization

/// Starts the child processes of the tests one at a time, whichever test starts them: Foundation's `Process.run()`
/// can crash when several threads of one process start children at the same moment.
public enum ProcessStarts {
    private static let turn = Mutex(())

    /// Starts `process`; only its start waits for the others, not its run.
    public static func start(_ process: Process) throws {
        try turn.withLock { _ in try process.run() }
    }
}
