import ToteDomain

/// What an event means, in plain words: "moved item #40 Kettle from #3 Garage to #12 Kitchen".
enum EventSentence {
    static func text(for event: DomainEvent) -> String {
        let box = LabelText.box(event.box)
        let item = event.item.map { "item \(LabelText.item($0))" } ?? "an item"
        switch event.change {
        case .boxProvisioned(_, let location, _):
            return "added box \(box)" + (location.map { " at \($0)" } ?? "")
        case .boxRenamed(let old, let new):
            return "renamed box \(event.box.number) from \(LabelText.quoted(old)) to \(LabelText.quoted(new))"
        case .boxRelocated(let old, let new):
            return relocation(of: box, from: old, to: new)
        case .boxNoteChanged(let old, let new):
            return noteChange(of: "box \(box)", from: old, to: new)
        case .boxRemoved:
            return "removed box \(box)"
        case .itemProvisioned(_, let quantity, _):
            let amount = quantity.value == 1 ? "" : " (quantity \(quantity))"
            return "added \(item)\(amount) to \(box)"
        case .itemRenamed(let old, let new):
            let number = event.item.map { "item \($0.number)" } ?? "an item"
            return "renamed \(number) from \(LabelText.quoted(old)) to \(LabelText.quoted(new)) in \(box)"
        case .itemRequantified(let old, let new):
            return "changed the quantity of \(item) in \(box) from \(old) to \(new)"
        case .itemNoteChanged(let old, let new):
            return noteChange(of: item, from: old, to: new)
        case .itemMoved(let source):
            return "moved \(item) from \(LabelText.box(source)) to \(box)"
        case .itemRemoved:
            return "removed \(item) from \(box)"
        }
    }

    private static func relocation(of box: String, from old: Location?, to new: Location?) -> String {
        switch (old, new) {
        case (nil, let new?): "put box \(box) at \(new)"
        case (let old?, nil): "forgot where box \(box) is (it was at \(old))"
        case (let old?, let new?): "moved box \(box) from \(old) to \(new)"
        case (nil, nil): "left box \(box) without a location"
        }
    }

    private static func noteChange(of subject: String, from old: Note?, to new: Note?) -> String {
        switch (old, new) {
        case (nil, _?): "added a note to \(subject)"
        case (_?, nil): "removed the note of \(subject)"
        default: "changed the note of \(subject)"
        }
    }
}
