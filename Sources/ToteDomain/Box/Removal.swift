import Foundation

/// What one removal took away, kept by the store so that the removal can be undone: the box itself when it went
/// with its items, or items taken out of boxes that stay.
public struct Removal: Sendable, Identifiable {
    public let id: RemovalID
    /// The box that went, as it was; nil when only items were taken out of their boxes.
    public let box: Box?
    /// The box the items were in: the box that went, or the box of the first item taken.
    public let container: BoxReference
    /// The items that went, in the order of their numbers.
    public let items: [ItemReference]
    /// The box each item was taken out of, where that is not `container`: items taken from several boxes at once.
    public let sources: [ItemNumber: BoxReference]
    /// The boxes and places the box that went held, which the removal sent elsewhere, in the order of their numbers.
    public let sentAway: [BoxID]
    /// Where it sent them; nil when they were left to stand on their own.
    public let sentInto: BoxID?

    public init(
        id: RemovalID, box: Box?, container: BoxReference, items: [ItemReference],
        sources: [ItemNumber: BoxReference] = [:], sentAway: [BoxID] = [], sentInto: BoxID? = nil
    ) {
        self.id = id
        self.box = box
        self.container = container
        self.items = items
        self.sources = sources.filter { $0.value.id != container.id }
        self.sentAway = sentAway
        self.sentInto = sentInto
    }

    /// The box `item` goes back into: the box that went, or the box it was taken out of.
    public func home(of item: ItemNumber) -> BoxReference {
        box?.reference ?? sources[item] ?? container
    }

    /// The boxes the items go back into when the box itself stayed: each must still be there. None when the box went.
    public var homes: Set<BoxID> {
        box == nil ? Set([container.id] + sources.values.map(\.id)) : []
    }

    /// What putting everything back records and changes, box first, then its items, then the boxes it held packed
    /// back into it. The caller stores the box and items again, with the numbers and identities they had, each item in
    /// the box it was taken out of, and the boxes packed back, in the same transaction.
    ///
    /// - Parameters:
    ///   - boxes: the boxes of ``homes`` that are still there, as they are now; an item whose box is missing refuses
    ///     the undo.
    ///   - repacking: the boxes of ``sentAway`` still where the removal sent them: each goes back into the box, unless
    ///     the box is to go back inside it.
    public func restore(into boxes: [BoxID: Box], repacking: Repacking = .none, at date: Date) throws(InventoryError)
        -> Restoration
    {
        var events: [DomainEvent] = []
        var repacked: [Box] = []
        if let box {
            events.append(
                DomainEvent(id: .random(), occurredAt: date, box: box.reference, item: nil, change: .boxRestored))
            for var held in repacking.boxes where sentAway.contains(held.id) && !repacking.enclosing.contains(held.id) {
                held.repack(into: box, from: repacking.current, at: date)
                repacked.append(held)
            }
        }
        for item in items {
            var home = home(of: item.number)
            if box == nil {
                guard let now = boxes[home.id] else { throw .restoringIntoMissingBox(home.number) }
                home = now.reference
            }
            events.append(DomainEvent(id: .random(), occurredAt: date, box: home, item: item, change: .itemRestored))
        }
        return Restoration(events: events + repacked.flatMap(\.pendingEvents), repacked: repacked)
    }
}

/// What undoing a removal stores: its events, and the boxes packed back into the box put back.
public struct Restoration: Sendable {
    public let events: [DomainEvent]
    public let repacked: [Box]

    public init(events: [DomainEvent], repacked: [Box] = []) {
        self.events = events
        self.repacked = repacked
    }

    /// The same restoration told as made by `author`: every event, and each repacked box's own.
    public func attributed(to author: Author) -> Restoration {
        Restoration(
            events: events.map { $0.attributed(to: author) },
            repacked: repacked.map { box in
                var box = box
                box.attribute(to: author)
                return box
            })
    }
}

public typealias RemovalID = EntityID<Removal>
