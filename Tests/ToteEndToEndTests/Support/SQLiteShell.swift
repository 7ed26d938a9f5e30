import Foundation
import ToteTesting

/// The `sqlite3` command, to make foreign databases and to check a store from outside Tote.
enum SQLiteShell {
    static let executable = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3", "/opt/homebrew/bin/sqlite3"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static var isAvailable: Bool { executable != nil }

    /// Runs SQL against the database at `path` and returns what it printed.
    @discardableResult
    static func run(_ path: String, _ sql: String) async throws -> String {
        try await ProcessLanes.run { try runWaiting(path, sql) }
    }

    private static func runWaiting(_ path: String, _ sql: String) throws -> String {
        guard let executable else { throw ToteSandbox.Failure(description: "sqlite3 is not installed") }
        let output = Pipe()
        let child = try ChildProcess.start(
            executable, [path, sql], output: output.fileHandleForWriting.fileDescriptor)
        try output.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let status = child.wait()
        guard status == 0 else {
            throw ToteSandbox.Failure(description: "sqlite3 \(path) failed with status \(status)")
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
