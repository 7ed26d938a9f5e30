import Foundation
import Synchronization
import Testing
import ToteApplication
import ToteDomain

/// Makes a new, empty store whose committed events can be followed.
public typealias FeedStoreFactory = @Sendable () async throws -> any InventoryStore & EventFeed

/// One behaviour every store's ``EventFeed`` must show, run against a fresh store.
public typealias FeedContractCase = ContractCase<FeedStoreFactory>

/// The behaviour of the feed live pages follow: each inventory's committed events, in order, never one stepped over.
public enum FeedContract {
    public static let cases: [FeedContractCase] = [
        FeedContractCase("each inventory's feed holds its own events, oldest first, and its latest sequence") { make in
            let store = try await make()
            let home = try await ContractFixture.make(on: store, inventory: Inventory.localID)
            let club = try await ContractFixture.make(on: store, inventory: InventoryID(UUID()))
            let kitchen = try await home.addBox("Kitchen")
            try await club.addBox("Kites")
            try await home.addItem("Kettle", to: kitchen)
            let homeEntries = try await store.entries(of: home.inventory, after: 0, limit: 10)
            let clubEntries = try await store.entries(of: club.inventory, after: 0, limit: 10)
            #expect(homeEntries.map(\.event.kind) == [.boxProvisioned, .itemProvisioned])
            #expect(clubEntries.map(\.event.box.title.text) == ["Kites"])
            #expect(try await store.entries(of: home.inventory, after: homeEntries[0].sequence, limit: 10).count == 1)
            #expect(try await store.entries(of: home.inventory, after: 0, limit: 1) == [homeEntries[0]])
            #expect(try await store.latestSequence(of: home.inventory) == homeEntries[1].sequence)
            #expect(try await store.latestSequence(of: club.inventory) == clubEntries[0].sequence)
            #expect(try await store.latestSequence(of: InventoryID(UUID())) == 0)
            #expect(try await store.latestSequence() == max(homeEntries[1].sequence, clubEntries[0].sequence))
            #expect(try await home.history() == homeEntries.reversed())
        },
        FeedContractCase("the feeds of several inventories read at once: each as read on its own") { make in
            let store = try await make()
            let home = try await ContractFixture.make(on: store, inventory: Inventory.localID)
            let club = try await ContractFixture.make(on: store, inventory: InventoryID(UUID()))
            let shop = try await ContractFixture.make(on: store, inventory: InventoryID(UUID()))
            let kitchen = try await home.addBox("Kitchen")
            for index in 1...4 { try await home.addItem("Cup \(index)", to: kitchen) }
            try await club.addBox("Kites")
            try await shop.addBox("Till")
            let homeCursor = try await store.entries(of: home.inventory, after: 0, limit: 1)[0].sequence
            let shopLatest = try await store.latestSequence(of: shop.inventory)
            let unknown = InventoryID(UUID())
            let read = try await store.entries(
                after: [home.inventory: homeCursor, club.inventory: 0, shop.inventory: shopLatest, unknown: 0],
                limit: 3)
            #expect(Set(read.keys) == [home.inventory, club.inventory])
            #expect(read[home.inventory] == (try await store.entries(of: home.inventory, after: homeCursor, limit: 3)))
            #expect(read[home.inventory]?.map(\.event.item?.title.text) == ["Cup 1", "Cup 2", "Cup 3"])
            #expect(read[club.inventory]?.map(\.event.box.title.text) == ["Kites"])
            #expect(try await store.entries(after: [:], limit: 3).isEmpty)
        },
        FeedContractCase(
            "writers in two inventories at once: a reader following each feed meanwhile gets every event once, in order"
        ) { make in
            let store = try await make()
            let fixtures = [
                try await ContractFixture.make(on: store, inventory: Inventory.localID),
                try await ContractFixture.make(on: store, inventory: InventoryID(UUID())),
            ]
            let writing = Writing()
            let followed = try await withThrowingTaskGroup(of: (InventoryID, [HistoryEntry]).self) { group in
                for fixture in fixtures {
                    group.addTask {
                        var read: [HistoryEntry] = []
                        var lastRead = false
                        // Small reads while the writers write; once they are done, one more until nothing is left.
                        while true {
                            let more = try await store.entries(
                                of: fixture.inventory, after: read.last?.sequence ?? 0, limit: lastRead ? 500 : 3)
                            read += more
                            if lastRead && more.isEmpty { return (fixture.inventory, read) }
                            lastRead = lastRead || !writing.goesOn
                            await Task.yield()
                        }
                    }
                }
                try await withThrowingTaskGroup(of: Void.self) { writers in
                    for fixture in fixtures {
                        for writer in 1...4 {
                            // Renames of different boxes: nothing but the feed orders them.
                            let box = try await fixture.addBox("Writer \(writer)")
                            writers.addTask {
                                for round in 1...12 {
                                    try await fixture.commands.changeBox(
                                        ChangeBoxRequest(box: box, title: "Writer \(writer), round \(round)"))
                                }
                            }
                        }
                    }
                    try await writers.waitForAll()
                }
                writing.stop()
                return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
            }
            for fixture in fixtures {
                let stored = try await store.entries(of: fixture.inventory, after: 0, limit: 500)
                #expect(stored.count == 4 + 4 * 12)
                #expect(followed[fixture.inventory] == stored, "a reader stepped over or repeated an event")
                #expect(zip(stored, stored.dropFirst()).allSatisfy { $0.sequence < $1.sequence })
            }
        },
    ]
}

/// Whether the writers of a case are still writing, as the readers beside them see it.
private final class Writing: Sendable {
    private let state = Mutex(true)

    var goesOn: Bool { state.withLock { $0 } }

    func stop() { state.withLock { $0 = false } }
}
