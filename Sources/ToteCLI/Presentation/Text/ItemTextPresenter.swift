import ToteApplication
import ToteDomain
import TotePresentation

/// Items as lines of text for a terminal.
enum ItemTextPresenter {
    /// An item's title, number, quantity, box, where the box is, and note.
    static func lines(for item: ItemSummary) -> [String] {
        let fields = DetailFields(fields: [
            ("Quantity", item.quantity.description),
            ("Box", "\(item.box.number) \(item.box.title)"),
            ("Location", item.box.location?.text),
            ("Note", item.note?.text),
        ])
        return ["Item \(item.number): \(item.title)"] + fields.lines
    }

    /// Items in columns; the box column is left out where every item is in the same, known box, and the location
    /// column where none of their boxes has a location.
    static func table(_ items: [ItemSummary], showingBox: Bool, paths: [BoxNumber: [PathStep]] = [:]) -> [String] {
        let showingLocation = showingBox && items.contains { $0.box.location != nil }
        let showingPath = showingBox && items.contains { paths[$0.box.number] != nil }
        var columns: [TextColumn] = [.fixed("Item"), .flexible("Title"), .fixed("Qty")]
        if showingBox { columns.append(.flexible("Box")) }
        if showingPath { columns.append(.flexible("Box is in")) }
        if showingLocation { columns.append(.flexible("Location")) }
        let rows = items.map { item in
            [item.number.description, item.title.text, item.quantity.description]
                + (showingBox ? ["\(item.box.number) \(item.box.title)"] : [])
                + (showingPath ? [paths[item.box.number].map(BoxPath.text) ?? ""] : [])
                + (showingLocation ? [item.box.location?.text ?? ""] : [])
        }
        return TextTable(columns: columns, rows: rows).lines
    }

    /// What `item remove` says it removed.
    static func removedLines(for item: ItemSummary) -> [String] {
        ["Removed item \(item.number) \(item.title) (quantity \(item.quantity)) from box \(LabelText.box(item.box))."]
    }

    /// The most changes of many items listed one a line; the rest are counted.
    static let listedChanges = 20

    /// What `item move` and the like say they did to many items: how many changed, then each change.
    static func lines(forChanged events: [DomainEvent], named: Int) -> [String] {
        let changed = Set(events.compactMap(\.item?.number)).count
        return [ChangeSentence.items(changed: changed, of: named)] + listed(events)
    }

    /// What `item remove` says it removed of many items, each with the box it was in.
    static func lines(forRemoved events: [DomainEvent]) -> [String] {
        ["Removed \(Counted(events.count, "item")):"] + listed(events)
    }

    private static func listed(_ events: [DomainEvent]) -> [String] {
        let sentence = EventSentence(title: LabelText.title)
        let more = events.count - listedChanges
        return events.prefix(listedChanges).map { "  " + Sentence.standalone(sentence.text(for: $0)) }
            + (more > 0 ? ["  … and \(Counted(more, "more change"))"] : [])
    }
}
