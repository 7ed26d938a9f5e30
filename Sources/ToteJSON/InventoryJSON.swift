import ToteApplication
import ToteDomain
import ToteJSONText

/// Boxes and items as the JSON documents described in the JSON reference (docs/json.md).
public enum InventoryJSON {
    public static func box(_ box: BoxSummary) -> JSONValue {
        .object(members(of: box))
    }

    /// A box as lists and search results show it: with `containers`, the places and boxes it is in, outermost first.
    public static func box(_ box: BoxSummary, in containers: [PathStep]) -> JSONValue {
        .object(members(of: box).merging(["containers": path(containers)]) { $1 })
    }

    /// The places and boxes on the way to a box, outermost first: `{"id", "number", "title", "kind"}` each.
    public static func path(_ steps: [PathStep]) -> JSONValue {
        .array(
            steps.map { step in
                .object([
                    "id": .string(step.reference.id.description), "number": .integer(step.reference.number.value),
                    "title": .string(step.reference.title.text), "kind": .string(step.kind.rawValue),
                ])
            })
    }

    /// A box with one page of its items: the `items` array, and where that page is in `itemsPage`.
    /// `box show` and every command that changes one box prints it.
    public static func box(_ detail: BoxDetail) -> JSONValue {
        let page = detail.items
        let itemsPage: JSONValue = .object([
            "page": .integer(page.request.number), "perPage": .integer(page.request.size),
            "totalCount": .integer(page.totalCount), "pageCount": .integer(page.pageCount),
        ])
        return .object(
            members(of: detail.box).merging([
                "items": .array(page.entries.map(item)), "itemsPage": itemsPage, "containers": path(detail.containers),
                "boxes": .array(detail.boxes.map(box)),
            ]) { $1 }
        )
    }

    private static func members(of box: BoxSummary) -> [String: JSONValue] {
        [
            "id": .string(box.id.description),
            "number": .integer(box.number.value),
            "title": .string(box.title.text),
            "location": .string(box.location?.text),
            "note": .string(box.note?.text),
            "itemCount": .integer(box.itemCount),
            "room": .string(box.room?.text),
            "status": .string(box.status.rawValue),
            "marks": .array(BoxMark.allCases.filter(box.marks.contains).map { .string($0.rawValue) }),
            "kind": .string(box.kind.rawValue),
            "version": .integer(box.version),
        ]
    }

    public static func item(_ item: ItemSummary) -> JSONValue {
        Self.item(item, boxIn: nil)
    }

    /// An item; its `box` has `containers`, the places and boxes that box is in, when they are given.
    public static func item(_ item: ItemSummary, boxIn containers: [PathStep]?) -> JSONValue {
        var box: [String: JSONValue] = [
            "number": .integer(item.box.number.value), "title": .string(item.box.title.text),
            "location": .string(item.box.location?.text),
        ]
        if let containers { box["containers"] = path(containers) }
        return .object([
            "id": .string(item.id.description),
            "number": .integer(item.number.value),
            "title": .string(item.title.text),
            "quantity": .integer(item.quantity.value),
            "note": .string(item.note?.text),
            "box": .object(box),
            "version": .integer(item.version),
        ])
    }

    /// The number and title that name a box or an item.
    public static func label<Entity>(_ number: HumanNumber<Entity>, _ title: Title) -> JSONValue {
        .object(["number": .integer(number.value), "title": .string(title.text)])
    }
}
