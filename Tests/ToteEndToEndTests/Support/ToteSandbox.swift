import Foundation
import ToteTesting

/// A temporary home for running the built `tote`: its own directory, store, and environment.
struct ToteSandbox: Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let directory: URL
    let executable: URL

    /// The SQLite store the sandbox uses unless a run says otherwise.
    var storePath: String { directory.appendingPathComponent("tote.sqlite").path }
    var store: String { "sqlite:" + storePath }

    init() throws {
        executable = try ToteExecutable.url()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tote-e2e-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Runs a body with a fresh sandbox, removed afterwards.
    static func with(_ body: (ToteSandbox) async throws -> Void) async throws {
        let sandbox = try ToteSandbox()
        do {
            try await body(sandbox)
        } catch {
            try FileManager.default.removeItem(at: sandbox.directory)
            throw error
        }
        try FileManager.default.removeItem(at: sandbox.directory)
    }

    /// Runs `tote ARGUMENTS` against the sandbox's store (through `TOTE_STORE`) in UTC, and waits for it.
    ///
    /// - Parameter changes: Environment variables to set, or with a nil value to remove.
    @discardableResult
    func run(_ arguments: [String], environment changes: [String: String?] = [:]) async throws -> ToteRun {
        try await ProcessLanes.run { try runWaiting(arguments, environment: changes) }
    }

    private func runWaiting(_ arguments: [String], environment changes: [String: String?]) throws -> ToteRun {
        let output = try CapturedStream(in: directory)
        let errors = try CapturedStream(in: directory)
        let status = try ChildProcess.start(
            executable.path, arguments, environment: environment(changing: changes), directory: directory.path,
            output: output.handle.fileDescriptor, errors: errors.handle.fileDescriptor
        ).wait()
        return ToteRun(
            arguments: arguments, status: status, standardOutput: try output.text(), standardError: try errors.text())
    }

    /// Runs a `/bin/sh` script in the sandbox, with `$0` the built `tote` and `$@` the arguments, for what `run`
    /// cannot pass on: bytes that are not UTF-8, or a limit on the size of the files it writes.
    ///
    /// Standard output and error are pipes, which a limit on file sizes does not touch; keep them short.
    func run(shell script: String, _ arguments: [String] = []) async throws -> ToteRun {
        try await ProcessLanes.run { try runWaiting(shell: script, arguments) }
    }

    private func runWaiting(shell script: String, _ arguments: [String]) throws -> ToteRun {
        let output = Pipe()
        let errors = Pipe()
        let child = try ChildProcess.start(
            "/bin/sh", ["-c", script, executable.path] + arguments, environment: environment(changing: [:]),
            directory: directory.path, output: output.fileHandleForWriting.fileDescriptor,
            errors: errors.fileHandleForWriting.fileDescriptor)
        try output.fileHandleForWriting.close()
        try errors.fileHandleForWriting.close()
        let standardOutput = output.fileHandleForReading.readDataToEndOfFile()
        let standardError = errors.fileHandleForReading.readDataToEndOfFile()
        return ToteRun(
            arguments: ["sh", "-c", script] + arguments, status: child.wait(),
            standardOutput: String(decoding: standardOutput, as: UTF8.self),
            standardError: String(decoding: standardError, as: UTF8.self))
    }

    private func environment(changing changes: [String: String?]) -> [String: String] {
        var environment = [
            "HOME": directory.path, "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
            "TOTE_STORE": store, "TZ": "UTC", "PATH": "/usr/bin:/bin",
        ]
        for (name, value) in changes {
            environment[name] = value
        }
        return environment
    }

    @discardableResult
    func run(_ arguments: String...) async throws -> ToteRun {
        try await run(arguments)
    }

    /// Runs a command that must succeed, and returns what it printed.
    @discardableResult
    func succeed(_ arguments: String...) async throws -> String {
        let result = try await run(arguments)
        guard result.status == 0, result.standardError.isEmpty else {
            throw Failure(description: "expected success: \(result)")
        }
        return result.standardOutput
    }

    /// Runs a command that must succeed with `--json`, and returns the parsed document.
    func json(_ arguments: String...) async throws -> Any {
        let result = try await run(arguments + ["--json"])
        guard result.status == 0 else { throw Failure(description: "expected success: \(result)") }
        return try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    }

    /// Everything a person can see of the inventory: every box, with items, and the whole history.
    func snapshot() async throws -> String {
        let boxes = try await run("box", "list", "--json", "--per-page", "500")
        let history = try await run("history", "--json", "--per-page", "500")
        guard boxes.status == 0, history.status == 0 else {
            throw Failure(description: "cannot take a snapshot: \(boxes) \(history)")
        }
        var details: [String] = []
        for number in try boxNumbers(in: boxes.standardOutput) {
            details.append(try await succeed("box", "show", String(number), "--json"))
        }
        return ([boxes.standardOutput, history.standardOutput] + details).joined()
    }

    private func boxNumbers(in json: String) throws -> [Int] {
        let boxes = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
        return boxes.compactMap { $0["number"] as? Int }
    }

    /// The bytes of a file in the sandbox.
    func contents(of name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// The names in the sandbox directory, or in one of its folders.
    func listing(_ folder: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path).sorted()
    }
}
