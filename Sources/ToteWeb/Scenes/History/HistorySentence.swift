import ToteDomain

/// An event in plain words: "Moved item #40 Kettle from box #3 Garage to box #12 Kitchen".
enum HistorySentence {
    static func text(for event: DomainEvent) -> String {
        let box = label(event.box.number, event.box.title)
        let item = event.item.map { "item " + label($0.number, $0.title) } ?? "an item"
        switch event.change {
        case .boxProvisioned(_, let location, _):
            return "Added box \(box)" + (location.map { " at \($0)" } ?? "")
        case .boxRenamed(let old, let new):
            return "Renamed box \(event.box.number) from “\(old)” to “\(new)”"
        case .boxRelocated(let old, let new):
            return relocation(of: box, from: old, to: new)
        case .boxNoteChanged(_, let new):
            return new == nil ? "Removed the note of box \(box)" : "Changed the note of box \(box)"
        case .boxRemoved:
            return "Removed box \(box)"
        case .itemProvisioned(_, let quantity, _):
            return "Added \(item)" + (quantity.value == 1 ? "" : " (× \(quantity))") + " to box \(box)"
        case .itemRenamed(let old, let new):
            let number = event.item.map { "item \($0.number)" } ?? "an item"
            return "Renamed \(number) from “\(old)” to “\(new)” in box \(box)"
        case .itemRequantified(let old, let new):
            return "Changed the quantity of \(item) in box \(box) from \(old) to \(new)"
        case .itemNoteChanged(_, let new):
            return new == nil ? "Removed the note of \(item)" : "Changed the note of \(item)"
        case .itemMoved(let source):
            return "Moved \(item) from box \(label(source.number, source.title)) to box \(box)"
        case .itemRemoved:
            return "Removed \(item) from box \(box)"
        }
    }

    private static func label<Entity>(_ number: HumanNumber<Entity>, _ title: Title) -> String {
        "\(number) \(title)"
    }

    private static func relocation(of box: String, from old: Location?, to new: Location?) -> String {
        switch (old, new) {
        case (nil, let new?): "Put box \(box) at \(new)"
        case (let old?, nil): "Forgot where box \(box) is (it was at \(old))"
        case (let old?, let new?): "Moved box \(box) from \(old) to \(new)"
        case (nil, nil): "Left box \(box) without a location"
        }
    }
}
