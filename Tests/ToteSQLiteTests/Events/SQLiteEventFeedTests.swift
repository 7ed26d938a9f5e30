import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteSQLite
import ToteTesting

@Suite("The SQLite store's event feed")
struct SQLiteEventFeedTests {
    @Test func anEmptyStoreHasNoEntriesAndLatestSequenceZero() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let store = try await SQLiteStore.open(at: directory.temporaryPath())
            // When
            let latest = try await store.latestSequence()
            let entries = try await store.entries(after: 0, limit: 10)
            // Then
            #expect(latest == 0)
            #expect(entries.isEmpty)
        }
    }

    @Test func entriesOfEveryInventoryComeOldestFirstAfterTheGivenSequenceUpToTheLimit() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let store = try await SQLiteStore.open(at: directory.temporaryPath())
            let club = InventoryID(UUID())
            let home = try await StoreDriver.driving(store)
            let clubDriver = try await StoreDriver.driving(store, inventory: club)
            try await home.addBox("Kitchen", items: [])
            try await clubDriver.addBox("Kites", items: ["Red kite"])
            try await home.addItem("Kettle", to: BoxNumber(1))
            // When
            let all = try await store.entries(after: 0, limit: 10)
            let middle = try await store.entries(after: 1, limit: 2)
            // Then
            #expect(all.map(\.inventory) == [Inventory.localID, club, club, Inventory.localID])
            #expect(
                all.map(\.entry.event.kind) == [.boxProvisioned, .boxProvisioned, .itemProvisioned, .itemProvisioned])
            #expect(all.map(\.entry.sequence) == [1, 2, 3, 4])
            #expect(middle == Array(all[1...2]))
            #expect(try await store.entries(after: 4, limit: 10).isEmpty)
            #expect(try await store.latestSequence() == 4)
            let clubHistory = try await clubDriver.ports.readModel.history(of: nil, .first).entries
            #expect(clubHistory == all.filter { $0.inventory == club }.map(\.entry).reversed())
        }
    }

    @Test func aRelayFollowingOneStoreDeliversAChangeMadeThroughAnotherOnTheSameFile() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let followed = try await SQLiteStore.open(at: path)
            let writer = try await StoreDriver.driving(SQLiteStore.open(at: path))
            let club = InventoryID(UUID())
            let clubWriter = try await StoreDriver.driving(SQLiteStore.open(at: path), inventory: club)
            try await writer.addBox("Before the relay", items: [])
            let before = try await followed.latestSequence()
            let relay = EventRelay(feed: followed)
            var homeEntries = try await relay.subscribe(to: Inventory.localID, after: nil).makeAsyncIterator()
            var clubEntries = try await relay.subscribe(to: club, after: nil).makeAsyncIterator()
            // When
            let box = try await writer.addBox("Garage", items: [])
            try await relay.poll()
            try await clubWriter.addBox("Club shed", items: [])
            try await relay.poll()
            // Then
            let homeEntry = try #require(await homeEntries.next())
            #expect(homeEntry.event.box.number == box)
            #expect(homeEntry.event.kind == .boxProvisioned)
            #expect(homeEntry.sequence == before + 1)
            let clubEntry = try #require(await clubEntries.next())
            #expect(clubEntry.sequence == before + 2)
            #expect(clubEntry.event.box.number.value == 1)
        }
    }
}
