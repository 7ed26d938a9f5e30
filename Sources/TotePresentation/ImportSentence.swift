import ToteApplication

/// What an import did, in words: the same for the command line and the web.
public enum ImportSentence {
    /// The report in sentences: what was added, changed or put back, and the columns set aside.
    public static func lines(for report: ImportReport) -> [String] {
        let summary =
            report.wholeInventory
            ? restored(
                boxes: report.boxesAdded, items: report.itemsAdded, photos: report.photosAdded,
                events: report.eventsAdded, dryRun: report.dryRun)
            : summary(
                rows: report.rows, boxesAdded: report.boxesAdded, itemsAdded: report.itemsAdded,
                itemsChanged: report.itemsChanged, itemsUnchanged: report.itemsUnchanged, dryRun: report.dryRun)
        return [summary] + [setAside(report.setAside.map { ($0.column, $0.rows) })].compactMap { $0 }
    }

    /// What a lossless import put back.
    static func restored(boxes: Int, items: Int, photos: Int, events: Int, dryRun: Bool) -> String {
        let counts =
            "\(Counted(boxes, "box", plural: "boxes")), \(Counted(items, "item"))"
            + (photos > 0 ? ", \(Counted(photos, "photo"))" : "") + " and \(Counted(events, "event"))"
        return dryRun
            ? "A dry run: \(counts) would be put back. Nothing was changed."
            : "Put back \(counts)."
    }

    static func summary(
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
    static func setAside(_ columns: [(column: String, rows: Int)]) -> String? {
        guard !columns.isEmpty else { return nil }
        return "Not kept, as Tote has no place for them: "
            + columns.map { "\($0.column) (\(Counted($0.rows, "row")))" }.joined(separator: ", ") + "."
    }
}
