import ToteApplication
import ToteDomain

/// Boxes and items as the JSON documents described in the JSON reference (docs/json.md).
public enum InventoryJSON {
    public static func box(_ box: BoxSummary) -> JSONValue {
        .object(members(of: box))
    }

    /// A box with an `items` array, as `box show` and every command that changes one box prints it.
    public static func box(_ detail: BoxDetail) -> JSONValue {
        .object(members(of: detail.box).merging(["items": .array(detail.items.map(item))]) { $1 })
    }

    private static func members(of box: BoxSummary) -> [String: JSONValue] {
        [
            "id": .string(box.id.description),
            "number": .integer(box.number.value),
            "title": .string(box.title.text),
            "location": .string(box.location?.text),
            "note": .string(box.note?.text),
            "itemCount": .integer(box.itemCount),
        ]
    }

    public static func item(_ item: ItemSummary) -> JSONValue {
        .object([
            "id": .string(item.id.description),
            "number": .integer(item.number.value),
            "title": .string(item.title.text),
            "quantity": .integer(item.quantity.value),
            "note": .string(item.note?.text),
            "box": label(item.box.number, item.box.title),
        ])
    }

    /// The number and title that name a box or an item.
    public static func label<Entity>(_ number: HumanNumber<Entity>, _ title: Title) -> JSONValue {
        .object(["number": .integer(number.value), "title": .string(title.text)])
    }
}
