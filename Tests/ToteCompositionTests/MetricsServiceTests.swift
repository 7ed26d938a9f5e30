import Foundation
import Logging
import Prometheus
import Testing
import ToteApplication
import ToteDomain
import ToteMemoryStore
import ToteTesting

@testable import ToteComposition

@Suite("Server metrics")
struct MetricsServiceTests {
    @Test("a sample reports the open event streams, the committed changes and the photos kept")
    func sample() async throws {
        let store = InMemoryStore()
        let relay = EventRelay(feed: store)
        let tote = InventoryUseCases(
            inventory: Inventory.localID, ports: try await store.ports(for: Inventory.localID), clock: SystemClock(),
            publisher: relay, role: .owner, author: .commandLine, secrets: CountingSecretGenerator())
        let box = try await tote.commands.provisionBox(ProvisionBoxRequest(title: "Kitchen"))
        try await tote.commands.changeBox(ChangeBoxRequest(box: box, title: "Kitchen things"))
        let photo = PhotoFile(format: .jpeg, data: Data(repeating: 1, count: 300))
        let thumbnail = PhotoFile(format: .jpeg, data: Data(repeating: 2, count: 40))
        _ = try await tote.commands.addPhotos(
            AddPhotosRequest(
                subject: .box(box),
                drafts: [
                    PhotoDraft(original: photo, thumbnail: thumbnail, width: 4, height: 3),
                    PhotoDraft(original: photo, thumbnail: nil, width: 4, height: 3),
                ]))
        let following = try await relay.subscribe(to: Inventory.localID, after: nil)
        let registry = PrometheusCollectorRegistry()
        let service = MetricsService(
            registry: registry, relay: relay, feed: store, photos: store, interval: .seconds(15),
            logger: Logger(label: "test"))

        try await service.sample()

        let text = registry.emitToString()
        #expect(text.contains("tote_event_streams 1.0"))
        #expect(text.contains("tote_events_committed_total 2.0"))
        #expect(text.contains("tote_photos 2.0"))
        #expect(text.contains("tote_photo_bytes 640.0"))
        withExtendedLifetime(following) {}
    }
}
