import ArgumentParser
import Foundation

/// `tote-bench inprocess`: Tote's use cases against hand-written SQL, in this process, on a new store.
struct InProcessCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inprocess",
        abstract: "Time each use case through Tote's layers and as hand-written SQL; print the medians as JSON.")

    @Option(help: ArgumentHelp("The SQLite file to create and seed; it must not exist yet.", valueName: "path"))
    var store: String

    @Option(help: ArgumentHelp("Measured runs of each operation, each way.", valueName: "n"))
    var iterations = 300

    func validate() throws {
        guard iterations >= 1 else { throw ValidationError("--iterations must be at least 1") }
        guard !FileManager.default.fileExists(atPath: store) else {
            throw ValidationError("\(store) exists already; give the path of a new store")
        }
    }

    func run() async throws {
        let fixture = try await InProcessFixture.seed(at: store)
        var medians: [OperationMedians] = []
        for pair in fixture.operations {
            medians.append(
                try await OperationMedians.measure(pair, warmup: max(3, iterations / 10), iterations: iterations))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(
            String(
                decoding: try encoder.encode(InProcessReport(iterations: iterations, operations: medians)),
                as: UTF8.self))
    }
}
