import Foundation
import ToteApplication
import ToteDomain

/// Hand-built read models with predictable identities, for presenter tests.
public enum ReadModels {
    public static func uuid(_ n: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))!
    }

    public static func box(
        _ number: Int, _ title: String, location: String? = nil, note: String? = nil, itemCount: Int = 0
    ) throws -> BoxSummary {
        BoxSummary(
            id: BoxID(uuid(number)), number: try BoxNumber(number), title: try Title(title),
            location: try Location.optional(location), note: try Note.optional(note), itemCount: itemCount)
    }

    public static func item(
        _ number: Int, _ title: String, quantity: Int = 1, note: String? = nil, box: Int = 1,
        boxTitle: String = "Kitchen", boxLocation: String? = nil
    ) throws -> ItemSummary {
        ItemSummary(
            id: ItemID(uuid(1_000 + number)), number: try ItemNumber(number), title: try Title(title),
            quantity: try Quantity(quantity), note: try Note.optional(note),
            box: ItemSummary.BoxLabel(
                number: try BoxNumber(box), title: try Title(boxTitle), location: try Location.optional(boxLocation)))
    }

    public static func boxReference(_ number: Int, _ title: String) throws -> BoxReference {
        BoxReference(id: BoxID(uuid(number)), number: try BoxNumber(number), title: try Title(title))
    }

    public static func itemReference(_ number: Int, _ title: String) throws -> ItemReference {
        ItemReference(id: ItemID(uuid(1_000 + number)), number: try ItemNumber(number), title: try Title(title))
    }

    /// 2025-05-02T12:03:04.005Z
    public static let moment = Date(timeIntervalSince1970: 1_746_187_384.005)

    public static func entry(
        _ sequence: Int64, _ change: DomainEvent.Change, box: BoxReference, item: ItemReference? = nil,
        at date: Date = moment
    ) -> HistoryEntry {
        HistoryEntry(
            sequence: sequence,
            event: DomainEvent(
                id: EventID(uuid(2_000 + Int(sequence))), occurredAt: date, box: box, item: item, change: change))
    }

    public static func page<Element: Sendable>(_ entries: [Element], number: Int = 1, size: Int = 50, total: Int? = nil)
        throws
        -> Page<Element>
    {
        Page(entries: entries, request: try PageRequest(number: number, size: size), totalCount: total ?? entries.count)
    }
}
