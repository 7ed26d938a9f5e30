import ToteApplication

/// Items as a Homebox CSV file that Homebox's importer reads: each item's place is its box's location and title as
/// one `/`-separated path, and its reference is its identity, so that importing the file into Tote again changes
/// the same items. Text a spreadsheet would run as a formula is guarded as in every CSV Tote writes, and read back
/// without its guard (``CSVLine/unguarded(_:)``).
public enum HomeboxExport {
    public static let header = ["HB.import_ref", "HB.location", "HB.name", "HB.quantity", "HB.description"]

    public static func row(_ item: ItemSummary) -> [String] {
        let path = [item.box.location?.text, item.box.title.text].compactMap { $0 }.joined(separator: " / ")
        return [item.id.description, path, item.title.text, String(item.quantity.value), item.note?.text ?? ""]
    }

    /// The lines of a batch of items.
    public static func lines(_ items: [ItemSummary]) -> String {
        items.map { CSVLine.text(row($0)) }.joined()
    }
}
