import Foundation
import Synchronization
import Testing
import ToteApplication
import ToteDomain
import ToteMemoryStore
import ToteTesting

@Suite("Event relay reading many inventories", .timeLimit(.minutes(10)))
struct EventRelayBatchTests {
    @Test("a poll reads every followed inventory in one read; one with more than a read returns is read on")
    func oneReadForAll() async throws {
        let store = InMemoryStore()
        let feed = CountingFeed(store)
        let relay = EventRelay(feed: feed)
        var streams: [InventoryID: AsyncStream<HistoryEntry>] = [:]
        var writers: [InventoryID: InventoryUseCases] = [:]
        for _ in 1...5 {
            let inventory = InventoryID(UUID())
            writers[inventory] = InventoryUseCases(
                inventory: inventory, ports: try await store.ports(for: inventory), clock: SteppingClock(),
                publisher: RecordingPublisher(), role: .owner, author: .commandLine, secrets: CountingSecretGenerator())
            streams[inventory] = try await relay.subscribe(to: inventory, after: nil)
        }
        let (busy, quiet) = (Array(writers.keys)[0], Array(writers.keys)[1])
        for (inventory, writer) in writers where inventory != quiet {
            _ = try await writer.commands.provisionBox(ProvisionBoxRequest(title: "First"))
        }
        let box = try await writers[busy]!.commands.provisionBox(ProvisionBoxRequest(title: "Busy"))
        for index in 1...600 {
            try await writers[busy]!.commands.changeBox(ChangeBoxRequest(box: box, title: "Busy \(index)"))
        }
        feed.reset()
        try await relay.poll()
        #expect(feed.counts == (batched: 1, single: 1))

        for (inventory, stream) in streams where inventory != quiet {
            var received = stream.makeAsyncIterator()
            let first = try #require(await received.next())
            #expect(first.event.box.title.text == "First")
            guard inventory == busy else { continue }
            var last = first
            for _ in 1...601 { last = try #require(await received.next()) }
            #expect(last.event.box.title.text == "Busy 600")
        }
        feed.reset()
        try await relay.poll()
        #expect(feed.counts == (batched: 1, single: 0))
    }
}

/// The store's feed, counting its reads: all inventories at once, and one inventory.
private final class CountingFeed: EventFeed {
    let store: InMemoryStore
    private let reads = Mutex((batched: 0, single: 0))

    init(_ store: InMemoryStore) { self.store = store }

    var counts: (batched: Int, single: Int) { reads.withLock { $0 } }

    func reset() { reads.withLock { $0 = (0, 0) } }

    func entries(of inventory: InventoryID, after sequence: Int64, limit: Int) async throws -> [HistoryEntry] {
        reads.withLock { $0.single += 1 }
        return try await store.entries(of: inventory, after: sequence, limit: limit)
    }

    func entries(after cursors: [InventoryID: Int64], limit: Int) async throws -> [InventoryID: [HistoryEntry]] {
        reads.withLock { $0.batched += 1 }
        return try await store.entries(after: cursors, limit: limit)
    }

    func latestSequence(of inventory: InventoryID) async throws -> Int64 {
        try await store.latestSequence(of: inventory)
    }

    func latestSequence() async throws -> Int64 { try await store.latestSequence() }
}
