import ServiceLifecycle
import ToteApplication

/// Keeps the event relay following the store for as long as the server runs.
struct EventRelayService: Service {
    let relay: EventRelay

    /// Follows the store until the server shuts down, then ends every open event stream.
    func run() async throws {
        do {
            try await cancelWhenGracefulShutdown {
                try await relay.run()
            }
        } catch is CancellationError {
            await relay.close()
            return
        }
        await relay.close()
    }
}
