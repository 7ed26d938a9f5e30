import ArgumentParser
import Hummingbird

/// `tote-bench serve-bare`: a bare Hummingbird server over the hand-written SQL, to load beside `tote serve`.
struct ServeBareCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve-bare",
        abstract: "Serve Tote's box and new-item routes with hand-written SQL and nothing else, until SIGTERM.")

    @Option(help: ArgumentHelp("An existing Tote SQLite store.", valueName: "path"))
    var store: String

    @Option(help: ArgumentHelp("The port to listen on, at 127.0.0.1.", valueName: "port"))
    var port: Int

    func run() async throws {
        let inventory = try await HandWrittenInventory.open(at: store)
        let app = Application(
            router: BareRouter.make(over: inventory),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)))
        try await app.runService()
    }
}
