import ToteApplication
import ToteDomain
import TotePresentation

/// The boxes and the items of an inventory as tables for spreadsheets, a header row first.
public enum InventoryCSV {
    public static let boxHeader = [
        "Box", "Title", "Location", "Note", "Room", "Status", "Fragile", "Open first", "Items",
    ]

    public static func row(_ box: BoxSummary) -> [String] {
        [
            String(box.number.value), box.title.text, box.location?.text ?? "", box.note?.text ?? "",
            box.room?.text ?? "", box.status.rawValue, box.marks.contains(.fragile) ? "yes" : "",
            box.marks.contains(.openFirst) ? "yes" : "", String(box.itemCount),
        ]
    }

    public static let itemHeader = [
        "Item", "Title", "Quantity", "Note", "Box", "Box title", "Box location", "Box is in",
    ]

    /// An item's row; its last cell names the places and boxes its box is in (“Unit 12 › Shelf 3”), empty for a box
    /// on its own.
    public static func row(_ item: ItemSummary, in tree: BoxTree) -> [String] {
        [
            String(item.number.value), item.title.text, String(item.quantity.value), item.note?.text ?? "",
            String(item.box.number.value), item.box.title.text, item.box.location?.text ?? "",
            BoxPath.text(tree.path(to: item.box.number).dropLast()),
        ]
    }

    /// The start of a file: the byte order mark and the header row.
    public static func start(_ header: [String]) -> String {
        CSVLine.byteOrderMark + CSVLine.text(header)
    }

    /// The lines of a batch of boxes.
    public static func lines(_ boxes: [BoxSummary]) -> String {
        boxes.map { CSVLine.text(row($0)) }.joined()
    }

    /// The lines of a batch of items, their boxes' places read from `tree`.
    public static func lines(_ items: [ItemSummary], in tree: BoxTree) -> String {
        items.map { CSVLine.text(row($0, in: tree)) }.joined()
    }
}
