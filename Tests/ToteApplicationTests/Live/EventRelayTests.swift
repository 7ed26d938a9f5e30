import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteMemoryStore
import ToteTesting

@Suite("Event relay", .timeLimit(.minutes(10)))
struct EventRelayTests {
    let store = InMemoryStore()

    func useCases(_ inventory: InventoryID, publisher: any DomainEventPublisher) async throws -> InventoryUseCases {
        InventoryUseCases(
            inventory: inventory, ports: try await store.ports(for: inventory), clock: SteppingClock(),
            publisher: publisher, role: .owner, author: .commandLine, secrets: CountingSecretGenerator())
    }

    @Test("a subscriber gets the events of its inventory committed after it subscribed, in order")
    func liveEvents() async throws {
        let relay = EventRelay(feed: store)
        let home = try await useCases(Inventory.localID, publisher: relay)
        let office = try await useCases(InventoryID(UUID()), publisher: relay)
        _ = try await home.commands.provisionBox(ProvisionBoxRequest(title: "Before"))
        let stream = try await relay.subscribe(to: Inventory.localID, after: nil)

        _ = try await office.commands.provisionBox(ProvisionBoxRequest(title: "Elsewhere"))
        let box = try await home.commands.provisionBox(ProvisionBoxRequest(title: "After"))
        try await home.commands.changeBox(ChangeBoxRequest(box: box, title: "Renamed"))
        try await relay.poll()

        var received = stream.makeAsyncIterator()
        let first = try #require(await received.next())
        let second = try #require(await received.next())
        #expect(first.event.kind == .boxProvisioned && first.event.box.title.text == "After")
        #expect(second.event.kind == .boxRenamed)
        #expect(second.sequence > first.sequence)
    }

    @Test("a subscriber resuming after a sequence gets what it missed, then live events, each once")
    func resume() async throws {
        let relay = EventRelay(feed: store)
        let home = try await useCases(Inventory.localID, publisher: relay)
        for title in ["One", "Two", "Three"] {
            _ = try await home.commands.provisionBox(ProvisionBoxRequest(title: title))
        }
        try await relay.poll()
        let seen = try await home.queries.history(of: nil, .first).entries.last!.sequence

        let stream = try await relay.subscribe(to: Inventory.localID, after: seen)
        _ = try await home.commands.provisionBox(ProvisionBoxRequest(title: "Four"))
        try await relay.poll()
        try await relay.poll()

        var received = stream.makeAsyncIterator()
        var titles: [String] = []
        for _ in 1...3 { titles.append(try #require(await received.next()).event.box.title.text) }
        #expect(titles == ["Two", "Three", "Four"])
    }

    @Test("a publish wakes the relay at once, without waiting for the poll interval")
    func nudge() async throws {
        let relay = EventRelay(feed: store, pollInterval: .seconds(3_600))
        let home = try await useCases(Inventory.localID, publisher: relay)
        let running = Task { try await relay.run() }
        defer { running.cancel() }
        let stream = try await relay.subscribe(to: Inventory.localID, after: nil)

        _ = try await home.commands.provisionBox(ProvisionBoxRequest(title: "Now"))

        var received = stream.makeAsyncIterator()
        #expect(try #require(await received.next()).event.box.title.text == "Now")
    }

    @Test("a subscriber that stops listening is forgotten")
    func unsubscribe() async throws {
        let relay = EventRelay(feed: store)
        var stream: AsyncStream<HistoryEntry>? = try await relay.subscribe(to: Inventory.localID, after: nil)
        #expect(await relay.subscriberCount == 1)

        stream = nil
        try await waitUntil("the relay forgetting the subscriber") { await relay.subscriberCount == 0 }

        #expect(stream == nil)
        #expect(await relay.subscriberCount == 0)
    }
}

@Suite("Closing the event relay", .timeLimit(.minutes(10)))
struct EventRelayClosingTests {
    @Test("closing ends every subscription after what it was sent, and later ones right after what they missed")
    func close() async throws {
        let store = InMemoryStore()
        let relay = EventRelay(feed: store)
        let home = InventoryUseCases(
            inventory: Inventory.localID, ports: try await store.ports(for: Inventory.localID), clock: SteppingClock(),
            publisher: relay, role: .owner, author: .commandLine, secrets: CountingSecretGenerator())
        _ = try await home.commands.provisionBox(ProvisionBoxRequest(title: "Sent before closing"))
        let open = try await relay.subscribe(to: Inventory.localID, after: 0)

        await relay.close()
        let late = try await relay.subscribe(to: Inventory.localID, after: 0)

        var received: [String] = []
        for await entry in open { received.append(entry.event.box.title.text) }
        var lateCount = 0
        for await _ in late { lateCount += 1 }
        #expect(received == ["Sent before closing"])
        #expect(lateCount == 1)
        #expect(await relay.subscriberCount == 0)
    }
}
