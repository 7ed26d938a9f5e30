import Foundation
import Logging
import Prometheus
import ServiceLifecycle
import ToteApplication

/// Samples what the server is doing into Prometheus gauges while it runs: how many live pages follow the
/// inventories, and how many changes the store has committed. Served with the request metrics at `/metrics`.
struct MetricsService: Service {
    let registry: PrometheusCollectorRegistry
    let relay: EventRelay
    let feed: any EventFeed
    let interval: Duration
    let logger: Logger

    func run() async throws {
        while true {
            do {
                try await sample()
            } catch {
                // A store that cannot be read now is reported, and read again at the next interval.
                logger.error("sampling metrics failed", metadata: ["error": "\(error)"])
            }
            do {
                try await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
            } catch is CancellationError {
                return
            }
        }
    }

    /// Reads the current values into the gauges.
    func sample() async throws {
        let streams = MetricNameDescriptor(
            namespace: "tote", metricName: "event_streams", unitName: "",
            helpText: "Live pages and clients following an inventory")
        let committed = MetricNameDescriptor(
            namespace: "tote", metricName: "events_committed", unitName: "total",
            helpText: "Changes committed to the store, all inventories")
        registry.makeGauge(descriptor: streams).set(to: Double(await relay.subscriberCount))
        registry.makeGauge(descriptor: committed).set(to: Double(try await feed.latestSequence()))
    }
}
