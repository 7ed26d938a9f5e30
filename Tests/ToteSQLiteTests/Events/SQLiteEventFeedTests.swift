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
            let latestOfOne = try await store.latestSequence(of: Inventory.localID)
            let entries = try await store.entries(of: Inventory.localID, after: 0, limit: 10)
            // Then
            #expect(latest == 0)
            #expect(latestOfOne == 0)
            #expect(entries.isEmpty)
        }
    }

    @Test func eachInventorysEntriesComeOldestFirstAfterTheGivenSequenceUpToTheLimit() async throws {
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
            let homeEntries = try await store.entries(of: Inventory.localID, after: 0, limit: 10)
            let clubEntries = try await store.entries(of: club, after: 0, limit: 10)
            let clubAfterFirst = try await store.entries(of: club, after: 2, limit: 1)
            // Then
            #expect(homeEntries.map(\.event.kind) == [.boxProvisioned, .itemProvisioned])
            #expect(homeEntries.map(\.sequence) == [1, 4])
            #expect(clubEntries.map(\.sequence) == [2, 3])
            #expect(clubAfterFirst.map(\.event.kind) == [.itemProvisioned])
            #expect(try await store.entries(of: Inventory.localID, after: 4, limit: 10).isEmpty)
            #expect(try await store.entries(of: club, after: 1, limit: 1).map(\.sequence) == [2])
            #expect(try await store.latestSequence() == 4)
            #expect(try await store.latestSequence(of: Inventory.localID) == 4)
            #expect(try await store.latestSequence(of: club) == 3)
            let clubHistory = try await clubDriver.ports.readModel.history(of: nil, .first).entries
            #expect(clubHistory == clubEntries.reversed())
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
