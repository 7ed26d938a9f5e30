/// What an import did, in words: the same for the command line and the web.
public enum ImportSentence {
    /// What a lossless import put back.
    public static func restored(boxes: Int, items: Int, events: Int, dryRun: Bool) -> String {
        let counts =
            "\(Counted(boxes, "box", plural: "boxes")), \(Counted(items, "item")) and \(Counted(events, "event"))"
        return dryRun
            ? "A dry run: \(counts) would be put back. Nothing was changed."
            : "Put back \(counts)."
    }

    public static func summary(
        rows: Int, boxesAdded: Int, itemsAdded: Int, itemsChanged: Int, itemsUnchanged: Int, dryRun: Bool
    ) -> String {
        let counts =
            "\(Counted(boxesAdded, "box", plural: "boxes")) and \(Counted(itemsAdded, "item")) "
            + (dryRun ? "would be added" : "added") + ", \(Counted(itemsChanged, "item")) "
            + (dryRun ? "would change" : "changed") + ", \(Counted(itemsUnchanged, "item")) already as the file says"
        return dryRun
            ? "A dry run of \(Counted(rows, "row")): \(counts). Nothing was changed."
            : "Imported \(Counted(rows, "row")): \(counts)."
    }

    /// The columns of the file that Tote keeps no place for, each with the rows that filled it.
    public static func setAside(_ columns: [(column: String, rows: Int)]) -> String? {
        guard !columns.isEmpty else { return nil }
        return "Not kept, as Tote has no place for them: "
            + columns.map { "\($0.column) (\(Counted($0.rows, "row")))" }.joined(separator: ", ") + "."
    }
}
