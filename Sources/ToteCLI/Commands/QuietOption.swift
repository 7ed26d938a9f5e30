import ArgumentParser

/// `-q`/`--quiet` of a command that adds something: print only the new number, for scripts.
struct QuietOption: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print only the new number, for scripts.")
    var quiet = false

    /// Just the number when asked for, else the whole answer `shown` reads.
    func response(_ number: Int, _ shown: () async throws -> CommandResponse) async rethrows -> CommandResponse {
        quiet ? .number(number) : try await shown()
    }
}
