import Foundation
import Logging
import Prometheus
import ServiceLifecycle
import ToteApplication

/// Samples what the server is doing into Prometheus gauges while it runs: how many live pages follow the
/// inventories, how many changes the store has committed, and how many photos it keeps in how many bytes. Served with the request metrics at `/metrics`.
struct MetricsService: Service {
    let registry: PrometheusCollectorRegistry
    let relay: EventRelay
    let feed: any EventFeed
    let photos: any PhotoCensus
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
        let photoCount = MetricNameDescriptor(
            namespace: "tote", metricName: "photos", unitName: "", helpText: "Photos kept, all inventories")
        let photoBytes = MetricNameDescriptor(
            namespace: "tote", metricName: "photo", unitName: "bytes",
            helpText: "Bytes of the photos kept and their thumbnails, all inventories")
        registry.makeGauge(descriptor: streams).set(to: Double(await relay.subscriberCount))
        registry.makeGauge(descriptor: committed).set(to: Double(try await feed.latestSequence()))
        let count = try await photos.photoCount()
        registry.makeGauge(descriptor: photoCount).set(to: Double(count.photos))
        registry.makeGauge(descriptor: photoBytes).set(to: Double(count.bytes))
    }
}
