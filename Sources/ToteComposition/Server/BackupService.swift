import Foundation
import Logging
import ServiceLifecycle
import ToteSQLite

/// Copies the SQLite store with SQLite's online backup API at a fixed interval while the server runs,
/// keeping the newest few copies in a folder beside the store.
struct BackupService: Service {
    let store: SQLiteStore
    let directory: String
    let interval: Duration
    let keep: Int
    let logger: Logger

    func run() async throws {
        while true {
            do {
                try await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
            } catch is CancellationError {
                return
            }
            do {
                let path = try await backUp(at: Date())
                logger.info("backed up the store", metadata: ["path": "\(path)"])
            } catch {
                // A failed backup (a full disk, say) must not stop the server; the next one tries again.
                logger.error("backup failed", metadata: ["error": "\(error)"])
            }
        }
    }

    /// Writes one backup named after `date`, then removes all but the newest `keep` backups.
    @discardableResult
    func backUp(at date: Date) async throws -> String {
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let path = (directory as NSString).appendingPathComponent(Self.fileName(for: date))
        try await store.backup(to: path)
        try prune()
        return path
    }

    /// Backup names sort by time: `tote-20261122-041500.sqlite`, in UTC.
    static func fileName(for date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let stamp = String(
            format: "%04d%02d%02d-%02d%02d%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!,
            parts.second!)
        return "tote-\(stamp).sqlite"
    }

    private func prune() throws {
        let backups = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasPrefix("tote-") && $0.hasSuffix(".sqlite") }
            .sorted(by: >)
        for old in backups.dropFirst(keep) {
            try FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(old))
        }
    }
}
