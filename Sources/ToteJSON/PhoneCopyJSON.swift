import ToteApplication
import ToteDomain
import ToteJSONText

/// The copy of an inventory a phone keeps for offline use: every box and every item, as compact rows rather than
/// objects, since a phone keeps and reads the whole of it (1,000 boxes and 10,000 items take about a megabyte).
///
/// `{"boxes": [[number, title, location, note, room, status, itemCount]], "items": [[number, box number, title,
/// quantity, note]], "csrf": token}`, absent text as null, in the order of their numbers. `csrf` is the token of the
/// session the copy was kept for, which the forms of the pages drawn from it send; null for a member who may not
/// change anything, whose drawn pages have no forms.
public enum PhoneCopyJSON {
    public static func copy(boxes: [BoxSummary], items: [ItemSummary], csrf: String?) -> JSONValue {
        .object([
            "csrf": .string(csrf),
            "boxes": .array(
                boxes.map { box in
                    .array([
                        .integer(box.number.value), .string(box.title.text), .string(box.location?.text),
                        .string(box.note?.text), .string(box.room?.text), .string(box.status.rawValue),
                        .integer(box.itemCount),
                    ])
                }),
            "items": .array(
                items.map { item in
                    .array([
                        .integer(item.number.value), .integer(item.box.number.value), .string(item.title.text),
                        .integer(item.quantity.value), .string(item.note?.text),
                    ])
                }),
        ])
    }
}
