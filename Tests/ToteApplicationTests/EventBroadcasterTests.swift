import Foundation
import Testing
import ToteApplication
import ToteDomain

@Suite("EventBroadcaster")
struct EventBroadcasterTests {
    let home = InventoryID(UUID())
    let office = InventoryID(UUID())

    func event(_ title: String) throws -> DomainEvent {
        let box = BoxReference(id: BoxID(UUID()), number: try BoxNumber(1), title: try Title(title))
        return DomainEvent(id: EventID(UUID()), occurredAt: Date(), box: box, item: nil, change: .boxRemoved)
    }

    @Test("delivers events in order, only to subscribers of the same inventory")
    func deliversPerInventory() async throws {
        let broadcaster = EventBroadcaster()
        var homeEvents = await broadcaster.subscribe(to: home).makeAsyncIterator()
        var officeEvents = await broadcaster.subscribe(to: office).makeAsyncIterator()
        let first = try event("First")
        let second = try event("Second")
        let marker = try event("Office")

        await broadcaster.publish([first, second], in: home)
        await broadcaster.publish([marker], in: office)

        #expect(await homeEvents.next() == first)
        #expect(await homeEvents.next() == second)
        #expect(await officeEvents.next() == marker)
    }

    @Test("every subscriber of an inventory gets every event")
    func deliversToAll() async throws {
        let broadcaster = EventBroadcaster()
        var one = await broadcaster.subscribe(to: home).makeAsyncIterator()
        var two = await broadcaster.subscribe(to: home).makeAsyncIterator()
        let published = try event("Box")

        await broadcaster.publish([published], in: home)

        #expect(await broadcaster.subscriberCount == 2)
        #expect(await one.next() == published)
        #expect(await two.next() == published)
    }

    @Test("forgets a subscriber whose stream ended")
    func forgetsEndedSubscribers() async throws {
        let broadcaster = EventBroadcaster()
        let stream = await broadcaster.subscribe(to: home)
        let listener = Task {
            for await _ in stream {}
        }
        var kept = await broadcaster.subscribe(to: home).makeAsyncIterator()
        #expect(await broadcaster.subscriberCount == 2)

        listener.cancel()
        await listener.value

        #expect(await eventually { await broadcaster.subscriberCount == 1 })
        let published = try event("Still delivered")
        await broadcaster.publish([published], in: home)
        #expect(await kept.next() == published)
    }

    /// Whether `condition` becomes true within about two seconds; unsubscribing happens in a task of its own.
    private func eventually(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<200 {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return await condition()
    }
}
