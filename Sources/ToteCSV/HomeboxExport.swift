import ToteApplication
import ToteDomain

/// Items as a Homebox CSV file that Homebox's importer reads: each item's place is the path of the places and boxes
/// its box is in and the box itself, by their titles, as one `/`-separated path (led by the free-text location of the
/// outermost, if it has one), and its reference is its identity, so that importing the file into Tote again changes
/// the same items and finds the same places. Text a spreadsheet would run as a formula is guarded as in every CSV Tote
/// writes, and read back without its guard (``CSVLine/unguarded(_:)``).
public enum HomeboxExport {
    public static let header = ["HB.import_ref", "HB.location", "HB.name", "HB.quantity", "HB.description"]

    public static func row(_ item: ItemSummary, in tree: BoxTree) -> [String] {
        let steps = tree.path(to: item.box.number)
        let titles = steps.isEmpty ? [item.box.title.text] : steps.map(\.reference.title.text)
        let location = steps.first.map { tree.location(of: $0.reference.number) } ?? item.box.location
        let path = ([location?.text].compactMap { $0 } + titles).joined(separator: " / ")
        return [item.id.description, path, item.title.text, String(item.quantity.value), item.note?.text ?? ""]
    }

    /// The lines of a batch of items.
    public static func lines(_ items: [ItemSummary], in tree: BoxTree) -> String {
        items.map { CSVLine.text(row($0, in: tree)) }.joined()
    }
}
