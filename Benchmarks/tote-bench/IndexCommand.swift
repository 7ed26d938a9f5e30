import ArgumentParser
import ToteSQLite

/// `tote-bench index`: builds the search index of a store whose rows were loaded with the `sqlite3` shell.
struct IndexCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index", abstract: "Build the search index of a store loaded by other means.")

    @Option(help: ArgumentHelp("The SQLite store.", valueName: "path"))
    var store: String

    func run() async throws {
        try await SQLiteStore.open(at: store).rebuildSearchIndex()
    }
}
