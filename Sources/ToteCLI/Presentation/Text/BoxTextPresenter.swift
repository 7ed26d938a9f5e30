import ToteApplication
import ToteDomain

/// Boxes as lines of text for a terminal.
enum BoxTextPresenter {
    static let emptyInventory = "No boxes yet. Add one with: tote box add TITLE"

    /// A box's title, number, location and note, then its items.
    static func lines(for detail: BoxDetail) -> [String] {
        let box = detail.box
        let heading = "Box \(box.number): \(box.title)"
        let fields = DetailFields(fields: [
            ("Location", box.location?.text),
            ("Note", box.note?.text),
            ("Items", String(box.itemCount)),
        ])
        let contents =
            detail.items.isEmpty
            ? ["No items in this box yet. Add one with: tote item add \(box.number.value) TITLE"]
            : ItemTextPresenter.table(detail.items, showingBox: false)
        return [heading] + fields.lines + [""] + contents
    }

    /// One page of boxes in columns, with the page line under it.
    static func lines(for page: Page<BoxSummary>) -> [String] {
        guard page.totalCount > 0 else { return [emptyInventory] }
        let footer = PageFooter.line(for: page, singular: "box", plural: "boxes")
        guard !page.entries.isEmpty else { return [PageFooter.pastTheEnd(page, plural: "boxes"), footer] }
        let table = TextTable(
            columns: [.fixed("Box"), .flexible("Title"), .flexible("Location"), .fixed("Items")],
            rows: page.entries.map { box in
                [
                    box.number.description, box.title.text, box.location?.text ?? DetailFields.absent,
                    String(box.itemCount),
                ]
            })
        return table.lines + ["", footer]
    }

    /// What `box remove` says it removed.
    static func removedLines(for detail: BoxDetail) -> [String] {
        let box = detail.box
        let name = LabelText.box(box.number, box.title)
        guard !detail.items.isEmpty else { return ["Removed box \(name)."] }
        return ["Removed box \(name) and the \(Counted(detail.items.count, "item", "items")) in it:"]
            + ItemTextPresenter.table(detail.items, showingBox: false)
    }
}
