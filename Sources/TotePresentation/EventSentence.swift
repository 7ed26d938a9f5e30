import ToteDomain

/// What an event means, in the one wording every delivery mechanism uses: "moved item #40 Kettle from box #3
/// Garage to box #12 Kitchen". It starts in lower case so that it can follow a time; ``Sentence`` makes it stand
/// alone.
public struct EventSentence: Sendable {
    private let title: @Sendable (Title) -> String

    /// `title` writes a title inside the sentence; a terminal cuts long ones so that an event stays one line.
    public init(title: @escaping @Sendable (Title) -> String = { $0.text }) {
        self.title = title
    }

    public func text(for event: DomainEvent) -> String {
        let box = "box " + label(event.box.number, event.box.title)
        let item = event.item.map { "item " + label($0.number, $0.title) } ?? "an item"
        switch event.change {
        case .boxProvisioned(_, let location, _, let kind):
            let added = kind == .box ? box : "\(kind.rawValue) " + label(event.box.number, event.box.title)
            return "added \(added)" + (location.map { " at \($0)" } ?? "")
        case .boxRenamed(let old, let new):
            return "renamed box \(event.box.number) from \(quoted(old)) to \(quoted(new))"
        case .boxRelocated(let old, let new):
            return relocation(of: box, from: old, to: new)
        case .boxNoteChanged(let old, let new):
            return noteChange(of: box, from: old, to: new)
        case .boxRoomChanged(_, let new?):
            return "sent \(box) to the \(new)"
        case .boxRoomChanged(let old?, nil):
            return "took \(box) off the room list (it was for the \(old))"
        case .boxRoomChanged(nil, nil):
            return "left \(box) without a room"
        case .boxStatusChanged(let old, let new):
            return "marked \(box) \(new.rawValue) (it was \(old.rawValue))"
        case .boxMarked(let mark):
            return "marked \(box) \(Self.words(for: mark))"
        case .boxUnmarked(let mark):
            return "took the \(Self.words(for: mark)) mark off \(box)"
        case .boxMoved(let old, let new?):
            return "packed \(box) into \(label(new.number, new.title))"
                + (old.map { " (it was in \(label($0.number, $0.title)))" } ?? "")
        case .boxMoved(let old?, nil):
            return "took \(box) out of \(label(old.number, old.title))"
        case .boxMoved(nil, nil):
            return "left \(box) on its own"
        case .boxRemoved:
            return "removed \(box)"
        case .boxRestored:
            return "put back \(box), undoing its removal"
        case .itemProvisioned(_, let quantity, _):
            let amount = quantity.value == 1 ? "" : " (quantity \(quantity))"
            return "added \(item)\(amount) to \(box)"
        case .itemRenamed(let old, let new):
            let number = event.item.map { "item \($0.number)" } ?? "an item"
            return "renamed \(number) from \(quoted(old)) to \(quoted(new)) in \(box)"
        case .itemRequantified(let old, let new):
            return "changed the quantity of \(item) in \(box) from \(old) to \(new)"
        case .itemNoteChanged(let old, let new):
            return noteChange(of: item, from: old, to: new)
        case .itemMoved(let source):
            return "moved \(item) from box \(label(source.number, source.title)) to \(box)"
        case .itemRemoved:
            return "removed \(item) from \(box)"
        case .itemRestored:
            return "put back \(item) into \(box), undoing its removal"
        }
    }

    /// What an entry of an inventory's history tells: an event's own sentence, or, for the last event of a batch,
    /// what the whole batch did: "imported homebox.csv: 120 boxes and 480 items added, 20 items changed".
    public func entry(for event: DomainEvent) -> String {
        guard let batch = event.batch, let summary = batch.summary else { return text(for: event) }
        let added = [
            summary.boxesAdded > 0 ? "\(Counted(summary.boxesAdded, "box", plural: "boxes"))" : nil,
            summary.itemsAdded > 0 ? "\(Counted(summary.itemsAdded, "item"))" : nil,
        ].compactMap { $0 }
        let counts = [
            added.isEmpty ? nil : added.joined(separator: " and ") + " added",
            summary.itemsChanged > 0 ? "\(Counted(summary.itemsChanged, "item")) changed" : nil,
        ].compactMap { $0 }
        return "imported \(batch.source)" + (counts.isEmpty ? "" : ": " + counts.joined(separator: ", "))
    }

    /// A mark as people say it: "fragile", "open first".
    public static func words(for mark: BoxMark) -> String {
        switch mark {
        case .fragile: "fragile"
        case .openFirst: "open first"
        }
    }

    /// Who made the change: "by Robin", "on the command line"; nil for an event recorded without its author.
    public func byline(of event: DomainEvent) -> String? {
        guard let author = event.author else { return nil }
        return author == .commandLine ? "on the command line" : "by \(author.name)"
    }

    private func label<Entity>(_ number: HumanNumber<Entity>, _ title: Title) -> String {
        "\(number) \(self.title(title))"
    }

    private func quoted(_ title: Title) -> String {
        "“\(self.title(title))”"
    }

    private func relocation(of box: String, from old: Location?, to new: Location?) -> String {
        switch (old, new) {
        case (nil, let new?): "put \(box) at \(new)"
        case (let old?, nil): "forgot where \(box) is (it was at \(old))"
        case (let old?, let new?): "moved \(box) from \(old) to \(new)"
        case (nil, nil): "left \(box) without a location"
        }
    }

    private func noteChange(of subject: String, from old: Note?, to new: Note?) -> String {
        switch (old, new) {
        case (nil, _?): "added a note to \(subject)"
        case (_?, nil): "removed the note of \(subject)"
        default: "changed the note of \(subject)"
        }
    }
}
