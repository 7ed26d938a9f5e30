import ToteApplication
import ToteDomain
import TotePresentation

/// Boxes as lines of text for a terminal.
enum BoxTextPresenter {
    static let emptyInventory = "No boxes yet. Add one with: tote box add TITLE"

    /// A box's title, number, location and note, then a page of its items; the page line when there are several.
    static func lines(for detail: BoxDetail) -> [String] {
        let box = detail.box
        let heading = "\(box.kind == .place ? "Place" : "Box") \(box.number): \(box.title)"
        let packing: [(String, String?)] = [
            detail.containers.isEmpty ? nil : ("Inside", BoxPath.text(detail.containers)),
            detail.boxes.isEmpty
                ? nil : ("Holds", detail.boxes.map { BoxPath.name($0.step) }.joined(separator: ", ")),
        ].compactMap { $0 }
        let fields = DetailFields(
            fields: [("Location", box.location?.text), ("Note", box.note?.text)] + packing
                + [("Items", String(box.itemCount))])
        let page = detail.items
        let contents: [String]
        if page.totalCount == 0 {
            contents = ["No items in this box yet. Add one with: tote item add \(box.number.value) TITLE"]
        } else if page.entries.isEmpty {
            contents = [PageFooter.pastTheEnd(page, plural: "items")]
        } else {
            contents = ItemTextPresenter.table(page.entries, showingBox: false)
        }
        let footer = page.pageCount > 1 ? ["", PageFooter.line(for: page, singular: "item", plural: "items")] : []
        return [heading] + fields.lines + [""] + contents + footer
    }

    /// One page of boxes in columns, with the page line under it; `paths` tells where the boxes in something are.
    static func lines(for page: Page<BoxSummary>, paths: [BoxNumber: [PathStep]] = [:]) -> [String] {
        guard page.totalCount > 0 else { return [emptyInventory] }
        let footer = PageFooter.line(for: page, singular: "box", plural: "boxes")
        guard !page.entries.isEmpty else { return [PageFooter.pastTheEnd(page, plural: "boxes"), footer] }
        return table(page.entries, paths: paths) + ["", footer]
    }

    /// Boxes in columns: number, title, location and how many items each holds; the places and boxes each is in once
    /// any is in one (`paths`); and their room, status and marks once any box has one.
    static func table(_ boxes: [BoxSummary], paths: [BoxNumber: [PathStep]] = [:]) -> [String] {
        let moving = boxes.contains { $0.room != nil || $0.status != .packing || !$0.marks.isEmpty }
        let inside = boxes.contains { paths[$0.number] != nil }
        var columns: [TextColumn] = [.fixed("Box"), .flexible("Title"), .flexible("Location"), .fixed("Items")]
        if inside { columns.append(.flexible("In")) }
        if moving { columns += [.flexible("Room"), .flexible("Status"), .flexible("Marks")] }
        return TextTable(
            columns: columns,
            rows: boxes.map { box in
                [
                    box.number.description, box.title.text, box.location?.text ?? DetailFields.absent,
                    String(box.itemCount),
                ]
                    + (inside ? [paths[box.number].map(BoxPath.text) ?? DetailFields.absent] : [])
                    + (moving
                        ? [
                            box.room?.text ?? DetailFields.absent, box.status.rawValue,
                            BoxMark.allCases.filter(box.marks.contains).map(EventSentence.words(for:))
                                .joined(separator: ", "),
                        ] : [])
            }
        ).lines
    }

    /// What `box room`, `box status`, `box mark` and `box unmark` say: how many boxes changed, then the boxes.
    static func lines(forChanged boxes: [BoxSummary], events: [DomainEvent]) -> [String] {
        let summary = ChangeSentence.boxes(changed: Set(events.map(\.box.number)).count, of: boxes.count)
        return [summary, ""] + table(boxes)
    }

    /// What `box remove` says it removed: where the boxes it held went, then the first page of the items that went
    /// with it.
    static func removedLines(for detail: BoxDetail, events: [DomainEvent]) -> [String] {
        let box = detail.box
        let name = LabelText.box(box.number, box.title)
        let sent = sentLines(events)
        guard box.itemCount > 0 else { return sent + ["Removed box \(name)."] }
        let more = box.itemCount - detail.items.entries.count
        return sent + ["Removed box \(name) and the \(Counted(box.itemCount, "item")) in it:"]
            + ItemTextPresenter.table(detail.items.entries, showingBox: false)
            + (more > 0 ? ["… and \(Counted(more, "more item"))"] : [])
    }

    /// Where a removal sent the boxes the removed one held: “Moved #3 Crate, #4 Corner into #1 Unit 12.”
    private static func sentLines(_ events: [DomainEvent]) -> [String] {
        var destination: BoxReference?
        let moved = events.compactMap { event -> String? in
            guard case .boxMoved(_, let to) = event.change else { return nil }
            destination = to
            return LabelText.box(event.box)
        }
        guard !moved.isEmpty else { return [] }
        let alone = moved.count == 1 ? "it stands on its own" : "they stand on their own"
        let whereTo = destination.map { "into \(LabelText.box($0))" } ?? "out; \(alone)"
        return ["Moved \(moved.joined(separator: ", ")) \(whereTo)."]
    }
}
