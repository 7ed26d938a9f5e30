import Foundation
import Testing
import ToteTesting

@Suite("Concurrent tote processes")
struct ConcurrentWritersTests {
    private static let writers = 2
    private static let itemsPerWriter = 200

    @Test(
        "two processes adding 200 items each into one box of one SQLite store lose nothing",
        .enabled(if: SQLiteShell.isAvailable, "needs the sqlite3 command for PRAGMA integrity_check"),
        // A safety net only: 400 processes take about a minute on an idle machine, many more on a busy one.
        .timeLimit(.minutes(30)))
    func twoWriters() async throws {
        try await ToteSandbox.with { tote in
            // Given one box
            try await tote.succeed("box", "add", "Everything")

            // When two shell loops run `tote item add` 200 times each, at the same time
            let loops = try (1...Self.writers).map { writer in try Self.startLoop(writer: writer, tote: tote) }
            var errorLines: [String] = []
            for loop in loops {
                let (status, errors) = try await loop.finish()
                #expect(status == 0)
                errorLines += errors.split(separator: "\n").map(String.init)
            }

            // Then no add failed, every item is there exactly once with its own number, and the database is sound
            #expect(
                errorLines.count == 0,
                "\(errorLines.count) of the item adds failed; the first said: \(errorLines.first ?? "")")
            let total = Self.writers * Self.itemsPerWriter
            var items: [[String: Any]] = []
            for page in 1...((total + 499) / 500) {
                let box = try #require(
                    try await tote.json("box", "show", "1", "--page", "\(page)", "--per-page", "500") as? [String: Any])
                #expect(box["itemCount"] as? Int == total)
                items += try #require(box["items"] as? [[String: Any]])
            }
            let numbers = Set(items.compactMap { $0["number"] as? Int })
            #expect(numbers.count == total)
            #expect(numbers.allSatisfy { (1...total).contains($0) })
            #expect(Set(items.compactMap { $0["title"] as? String }).count == total)
            #expect(try await SQLiteShell.run(tote.storePath, "PRAGMA integrity_check;") == "ok")
        }
    }

    /// Starts `sh` running `tote item add` in a loop; each failed add leaves its error line on standard error.
    private static func startLoop(writer: Int, tote: ToteSandbox) throws -> RunningLoop {
        let script = """
            i=1
            while [ "$i" -le \(itemsPerWriter) ]; do
              "$TOTE" item add 1 "Writer \(writer) item $i" > /dev/null
              i=$((i + 1))
            done
            """
        let errors = try CapturedStream(in: tote.directory)
        let process = try ChildProcess.start(
            "/bin/sh", ["-c", script],
            environment: ["TOTE": tote.executable.path, "TOTE_STORE": tote.store, "HOME": tote.directory.path],
            errors: errors.handle.fileDescriptor)
        return RunningLoop(process: process, errors: errors)
    }
}

/// A child process whose end is awaited without holding a thread of the cooperative pool.
private struct RunningLoop {
    let process: ChildProcess
    let errors: CapturedStream

    /// Waits for the process to end; returns its status and what it wrote to standard error.
    func finish() async throws -> (Int32, String) {
        (await process.ended(), try errors.text())
    }
}
