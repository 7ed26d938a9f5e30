import ArgumentParser

/// `tote serve [--host HOST] [--port PORT] [--store URL]`: the shared web app and its JSON API.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Serve the web app and the JSON API until stopped with Ctrl-C.")

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "host"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on.", valueName: "port"))
    var port = 8080

    @Option(help: ArgumentHelp("Where the inventories are kept, as for every other command.", valueName: "url"))
    var store: String?

    @Flag(help: "Mark cookies Secure: set this when people reach Tote over HTTPS.")
    var secureCookies = false

    func validate() throws {
        guard (1...65_535).contains(port) else {
            throw ValidationError("port must be from 1 to 65535, not \(port)")
        }
    }

    var request: ServeRequest {
        ServeRequest(host: host, port: port, store: store, secureCookies: secureCookies)
    }
}
