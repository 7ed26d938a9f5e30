import Foundation
import Logging
import ServiceLifecycle
import ToteApplication
import ToteSQLite

/// Copies the SQLite store with SQLite's online backup API at a fixed interval while the server runs, keeping the
/// newest few copies in a folder beside the store.
///
/// The schedule is read from the copies themselves: the next backup is due one interval after the newest one, so a
/// server restarted more often than the interval still backs up, as soon as a backup is overdue. A copy left half
/// written by a server that stopped in the middle of one is removed when the next server starts.
struct BackupService: Service {
    let store: SQLiteStore
    let directory: String
    let interval: Duration
    let keep: Int
    let logger: Logger

    func run() async throws {
        removeUnfinishedCopies()
        while true {
            let wait = nextBackup(after: Date()).timeIntervalSinceNow
            do {
                try await cancelWhenGracefulShutdown { try await Task.sleep(for: .seconds(max(wait, 0))) }
            } catch is CancellationError {
                return
            }
            do {
                let path = try await backUp(at: Date())
                logger.info("backed up the store", metadata: ["path": "\(path)"])
            } catch {
                // A failed backup (a full disk, say) must not stop the server; the next one tries again.
                logger.error("backup failed", metadata: ["error": "\(error)"])
                do {
                    try await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
                } catch is CancellationError {
                    return
                }
            }
        }
    }

    /// When the next backup is due: one interval after the newest backup in the folder, or now when there is none.
    func nextBackup(after now: Date) -> Date {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        guard let newest = names.compactMap(BackupName.date(of:)).max() else { return now }
        let seconds = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
        return newest.addingTimeInterval(seconds)
    }

    /// Writes one backup named after `date`, then removes all but the newest `keep` backups.
    @discardableResult
    func backUp(at date: Date) async throws -> String {
        try SQLiteStore.makeBackupFolder(directory)
        let path = (directory as NSString).appendingPathComponent(BackupName.file(at: date))
        try await store.backup(to: path)
        try prune()
        return path
    }

    /// Removes the temporary copies of backups that a process stopped before they were finished.
    func removeUnfinishedCopies() {
        for name in TemporaryName.removeLeftovers(in: URL(fileURLWithPath: directory)) {
            logger.notice(
                "removed a backup left unfinished",
                metadata: ["path": "\((directory as NSString).appendingPathComponent(name))"])
        }
    }

    private func prune() throws {
        let backups = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { BackupName.date(of: $0) != nil }
            .sorted(by: >)
        for old in backups.dropFirst(keep) {
            try FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(old))
        }
    }
}
