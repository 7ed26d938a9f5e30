import ArgumentParser
import Foundation

/// `tote-bench search`: Tote's search against a `LIKE '%text%'` scan of the same rows, on a new store of a given size.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Time finding a first page of results, Tote's way and by LIKE scan; print the medians as JSON.")

    @Option(help: ArgumentHelp("The SQLite file to create and seed; it must not exist yet.", valueName: "path"))
    var store: String

    @Option(help: ArgumentHelp("How many items the store holds.", valueName: "n"))
    var items = 10_000

    @Option(help: ArgumentHelp("Measured runs of each query, each way.", valueName: "n"))
    var runs = 15

    func validate() throws {
        guard items >= 1_000, runs >= 1 else { throw ValidationError("--items must be at least 1,000, --runs 1") }
        guard !FileManager.default.fileExists(atPath: store) else {
            throw ValidationError("\(store) exists already; give the path of a new store")
        }
    }

    func run() async throws {
        let fixture = try await SearchFixture.seed(at: store, items: items)
        var queries: [SearchQueryMedians] = []
        for query in SearchFixture.queries {
            queries.append(try await SearchQueryMedians.measure(query, on: fixture, runs: runs))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let report = SearchReport(
            items: items, indexSeconds: fixture.indexSeconds, fileBytes: fixture.fileBytes,
            indexBytes: fixture.indexBytes, queries: queries)
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
}

/// What `tote-bench search` prints.
struct SearchReport: Encodable {
    let items: Int
    /// How long building the index of every stored box and item took.
    let indexSeconds: Double
    /// The store file, index included, and the index's own pages.
    let fileBytes: Int
    let indexBytes: Int
    let queries: [SearchQueryMedians]
}
