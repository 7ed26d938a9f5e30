import Foundation
import Testing
import ToteDomain

@Suite("DomainEvent")
struct DomainEventTests {
    static let box = BoxReference(
        id: BoxID(UUID()), number: try! BoxNumber(12), title: try! Title("Kitchen"))
    static let item = ItemReference(id: ItemID(UUID()), number: try! ItemNumber(40), title: try! Title("Kettle"))

    static func event(_ change: DomainEvent.Change, at date: Date = Fixture.date, item: ItemReference? = item)
        -> DomainEvent
    {
        DomainEvent(id: EventID(UUID()), occurredAt: date, box: box, item: item, change: change)
    }

    @Test(
        "keeps its time truncated to the millisecond, or the next one when it is within 10 µs of it",
        arguments: [
            (1_700_000_000.123_9, 1_700_000_000.123), (1_700_000_000.999_9, 1_700_000_000.999),
            (1_700_000_000.999_999, 1_700_000_001.0),
            (1_700_000_000.0, 1_700_000_000.0), (0.000_4, 0.0),
        ])
    func truncatesToMilliseconds(seconds: Double, expected: Double) {
        let event = Self.event(.boxRemoved, at: Date(timeIntervalSince1970: seconds))

        #expect(event.occurredAt == Date(timeIntervalSince1970: expected))
    }

    @Test("a time read back as whole milliseconds keeps every one of them, and reads back equal")
    func wholeMillisecondsStay() throws {
        var generator = SystemRandomNumberGenerator()
        let moments =
            [1_795_866_533, 1_700_000_000_123]
            + (0..<10_000).map { _ in
                Int64.random(in: 0...4_102_444_800_000, using: &generator)
            }
        for milliseconds in moments {
            let event = Self.event(.boxRemoved, at: Date(timeIntervalSince1970: Double(milliseconds) / 1000))

            #expect(Int64((event.occurredAt.timeIntervalSince1970 * 1000).rounded()) == Int64(milliseconds))
            #expect(try JSONDecoder().decode(DomainEvent.self, from: JSONEncoder().encode(event)) == event)
        }
    }

    @Test("truncating an already truncated time changes nothing")
    func truncationIsStable() {
        let first = Self.event(.boxRemoved)

        let again = DomainEvent(
            id: first.id, occurredAt: first.occurredAt, box: first.box, item: nil, change: .boxRemoved)

        #expect(again.occurredAt == first.occurredAt)
    }

    @Test(
        "each kind has a stable name",
        arguments: [
            (DomainEvent.Kind.boxProvisioned, "box.provisioned"), (.boxRenamed, "box.renamed"),
            (.boxRelocated, "box.relocated"), (.boxNoteChanged, "box.note-changed"), (.boxRemoved, "box.removed"),
            (.itemProvisioned, "item.provisioned"), (.itemRenamed, "item.renamed"),
            (.itemRequantified, "item.requantified"), (.itemNoteChanged, "item.note-changed"),
            (.itemMoved, "item.moved"), (.itemRemoved, "item.removed"), (.boxRoomChanged, "box.room-changed"),
            (.boxStatusChanged, "box.status-changed"), (.boxMarked, "box.marked"), (.boxUnmarked, "box.unmarked"),
        ])
    func kindNames(kind: DomainEvent.Kind, name: String) {
        #expect(kind.rawValue == name)
        #expect(DomainEvent.Kind(rawValue: name) == kind)
    }

    @Test("every kind is named exactly once")
    func kindsAreDistinct() {
        #expect(DomainEvent.Kind.allCases.count == 18)
        #expect(Set(DomainEvent.Kind.allCases.map(\.rawValue)).count == 18)
    }

    @Test("round-trips without an item, and stores its time as whole milliseconds since 1970")
    func codableWithoutItem() throws {
        let event = Self.event(.boxRemoved, item: nil)

        let data = try JSONEncoder().encode(event)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        #expect((object["occurredAt"] as? NSNumber)?.int64Value == 1_700_000_000_123)
        #expect(object["item"] == nil)
        #expect(try JSONDecoder().decode(DomainEvent.self, from: data) == event)
    }

    @Test("names the source box only for a move")
    func sourceBox() {
        let from = BoxReference(id: BoxID(UUID()), number: try! BoxNumber(3), title: try! Title("Attic"))

        #expect(Self.event(.itemMoved(from: from)).sourceBox == from)
        #expect(Self.event(.itemRemoved).sourceBox == nil)
    }
}
