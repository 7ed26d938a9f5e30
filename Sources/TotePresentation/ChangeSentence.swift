import ToteDomain

/// What one change did, in one sentence, however many events it stored: "removed box #4 Kitchen with its 3 items".
/// A change of one event reads as that event's ``EventSentence``; a change that moved, removed or put back a whole
/// box's worth of items counts them instead of listing each.
public struct ChangeSentence: Sendable {
    private let sentence: EventSentence

    public init(sentence: EventSentence = EventSentence()) {
        self.sentence = sentence
    }

    /// The sentence for the events one change stored, oldest first; nil when it stored none.
    public func text(for events: [DomainEvent]) -> String? {
        guard let last = events.last else { return nil }
        if events.count == 1 { return sentence.text(for: last) }
        let items = Counted(events.count(where: { $0.item != nil }), "item")
        let box = "box \(last.box.number) \(last.box.title)"
        let sent = events.filter { $0.kind == .boxMoved }
        let boxes = Counted(sent.count, "box", plural: "boxes")
        if let restored = events.first, restored.kind == .boxRestored {
            let withItems = items.count > 0 || sent.isEmpty ? " with its \(items)" : ""
            return "put back box \(restored.box.number) \(restored.box.title)\(withItems)"
                + (sent.isEmpty ? "" : " and the \(boxes) it held")
        }
        switch last.change {
        case .boxRemoved where !sent.isEmpty:
            guard case .boxMoved(_, let to) = sent[0].change else { return nil }
            return "removed \(box)" + (items.count > 0 ? " with its \(items)" : "") + "; the \(boxes) in it went "
                + (to.map { "into \($0.number) \($0.title)" } ?? "out, on \(sent.count == 1 ? "its" : "their") own")
        case .boxRemoved: return "removed \(box) with its \(items)"
        case .itemRestored: return "put back \(items) into \(box)"
        case .itemMoved(let source) where events.allSatisfy({ $0.sourceBox == source }):
            return "moved \(items) from box \(source.number) \(source.title) to \(box)"
        case .itemMoved where events.allSatisfy({ $0.kind == .itemMoved && $0.box.id == last.box.id }):
            return "moved \(items) to \(box)"
        case .itemRemoved where events.allSatisfy({ $0.kind == .itemRemoved }):
            return "removed \(items)" + (events.allSatisfy { $0.box.id == last.box.id } ? " from \(box)" : "")
        case .itemRequantified(_, let quantity)
        where events.allSatisfy({ $0.change.newQuantity == quantity }):
            return "changed the quantity of \(items) to \(quantity)"
        default: return events.map(sentence.text(for:)).joined(separator: "; ")
        }
    }

    /// What a change of many boxes did, as a sentence of its own: "Changed 58 boxes (2 already like that)." or
    /// "Nothing changed: every box was like that already."
    public static func boxes(changed: Int, of count: Int) -> String {
        many(changed: changed, of: count, "box", plural: "boxes")
    }

    /// What a change of many items did: "Changed 12 items (3 already like that)."
    public static func items(changed: Int, of count: Int) -> String {
        many(changed: changed, of: count, "item", plural: "items")
    }

    private static func many(changed: Int, of count: Int, _ noun: String, plural: String) -> String {
        guard changed > 0 else {
            return "Nothing changed: \(count == 1 ? "the \(noun) was" : "every \(noun) was") like that already."
        }
        return "Changed \(Counted(changed, noun, plural: plural))"
            + (changed < count ? " (\(count - changed) already like that)." : ".")
    }
}

extension DomainEvent.Change {
    /// The quantity an item was given; nil for any other change.
    fileprivate var newQuantity: Quantity? {
        if case .itemRequantified(_, let quantity) = self { quantity } else { nil }
    }
}
