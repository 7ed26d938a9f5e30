import ArgumentParser

/// The benchmark harness behind `scripts/bench`: Tote's layers measured against the same work done with plain SQL.
@main
struct ToteBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tote-bench",
        abstract: "Measure Tote against hand-written SQL doing the same work.",
        subcommands: [
            InProcessCommand.self, SearchCommand.self, IndexCommand.self, ServeBareCommand.self, DurabilityCommand.self,
        ])
}
