import Foundation
import ToteDomain

/// Values the domain tests build boxes and items from.
enum Fixture {
    /// A moment with sub-millisecond digits, so truncation to milliseconds is visible.
    static let date = Date(timeIntervalSince1970: 1_700_000_000.123_9)
    /// `date` truncated to the millisecond, as events keep it.
    static let dateInMilliseconds = Date(timeIntervalSince1970: 1_700_000_000.123)

    static func box(_ number: Int, title: String = "Kitchen", location: String? = nil, note: String? = nil) throws
        -> Box
    {
        Box(
            id: BoxID(UUID()), number: try BoxNumber(number), title: try Title(title),
            location: try Location.optional(location), note: try Note.optional(note), version: 3)
    }

    static func item(
        _ number: Int, title: String = "Kettle", quantity: Int = 1, note: String? = nil, in box: Box? = nil
    ) throws -> Item {
        Item(
            id: ItemID(UUID()), number: try ItemNumber(number), title: try Title(title),
            quantity: try Quantity(quantity), note: try Note.optional(note), box: try (box ?? Fixture.box(1)).reference,
            version: 5)
    }

    /// What a box holds, for the rules that look at the whole content.
    static func contents(_ items: [Item], boxes: [BoxNumber] = []) -> BoxContents {
        BoxContents(count: items.count, boxes: boxes) { items.map(\.reference) }
    }
}
