import Foundation
import Synchronization
import Testing
import ToteApplication
import ToteDomain
import ToteMemoryStore
import ToteTesting

@Suite("Event relay and commits elsewhere", .timeLimit(.minutes(10)))
struct EventRelaySignalTests {
    @Test("a commit signalled by another process wakes the relay, and a feed that cannot be read is read again later")
    func signalledAndSurviving() async throws {
        let store = InMemoryStore()
        let feed = SignallingFeed(store: store)
        // Only a signal can wake it within the test: no publish in this process, and an hour between polls.
        let relay = EventRelay(feed: feed, pollInterval: .seconds(3_600))
        let elsewhere = InventoryUseCases(
            inventory: Inventory.localID, ports: try await store.ports(for: Inventory.localID), clock: SteppingClock(),
            publisher: RecordingPublisher(), role: .owner, author: .commandLine, secrets: CountingSecretGenerator())
        let running = Task { try await relay.run() }
        defer { running.cancel() }
        try await waitUntil("the relay listening") { feed.isListening }
        let stream = try await relay.subscribe(to: Inventory.localID, after: nil)

        feed.isFailing = true
        _ = try await elsewhere.commands.provisionBox(ProvisionBoxRequest(title: "While the database restarts"))
        feed.signal(Inventory.localID)
        try await waitUntil("a read failing") { await relay.failedReads > 0 }
        feed.isFailing = false
        feed.signal(nil)

        var received = stream.makeAsyncIterator()
        #expect(try #require(await received.next()).event.box.title.text == "While the database restarts")
        #expect(await relay.failedReads == 1)
    }
}

/// A memory store's feed that signals commits when the test says so, and whose reads fail while it is told to.
private final class SignallingFeed: EventFeed, CommitSignal {
    let store: InMemoryStore
    private let state = Mutex<(failing: Bool, listeners: [@Sendable (InventoryID?) -> Void])>((false, []))

    init(store: InMemoryStore) {
        self.store = store
    }

    var isFailing: Bool {
        get { state.withLock { $0.failing } }
        set { state.withLock { $0.failing = newValue } }
    }

    var isListening: Bool { state.withLock { !$0.listeners.isEmpty } }

    func signal(_ inventory: InventoryID?) {
        for heard in state.withLock({ $0.listeners }) { heard(inventory) }
    }

    func entries(of inventory: InventoryID, after sequence: Int64, limit: Int) async throws -> [HistoryEntry] {
        guard !isFailing else { throw StoreError.unavailable(reason: "the database is restarting") }
        return try await store.entries(of: inventory, after: sequence, limit: limit)
    }

    func latestSequence(of inventory: InventoryID) async throws -> Int64 {
        try await store.latestSequence(of: inventory)
    }

    func latestSequence() async throws -> Int64 {
        try await store.latestSequence()
    }

    func listen(_ heard: @escaping @Sendable (InventoryID?) -> Void) async throws {
        state.withLock { $0.listeners.append(heard) }
        while !Task.isCancelled { try await Task.sleep(for: .seconds(1)) }
    }
}
