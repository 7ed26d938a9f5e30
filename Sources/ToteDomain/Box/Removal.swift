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

    public init(
        id: RemovalID, box: Box?, container: BoxReference, items: [ItemReference],
        sources: [ItemNumber: BoxReference] = [:]
    ) {
        self.id = id
        self.box = box
        self.container = container
        self.items = items
        self.sources = sources.filter { $0.value.id != container.id }
    }

    /// The box `item` goes back into: the box that went, or the box it was taken out of.
    public func home(of item: ItemNumber) -> BoxReference {
        box?.reference ?? sources[item] ?? container
    }

    /// The boxes the items go back into when the box itself stayed: each must still be there. None when the box went.
    public var homes: Set<BoxID> {
        box == nil ? Set([container.id] + sources.values.map(\.id)) : []
    }

    /// The events of putting everything back, box first. The caller stores the box and items again, with the numbers
    /// and identities they had, each item in the box it was taken out of, in the same transaction.
    ///
    /// - Parameter boxes: the boxes of ``homes`` that are still there, as they are now; an item whose box is missing
    ///   refuses the undo.
    public func restore(into boxes: [BoxID: Box], at date: Date) throws(InventoryError) -> [DomainEvent] {
        var events: [DomainEvent] = []
        if let box {
            events.append(
                DomainEvent(id: .random(), occurredAt: date, box: box.reference, item: nil, change: .boxRestored))
        }
        for item in items {
            var home = home(of: item.number)
            if box == nil {
                guard let now = boxes[home.id] else { throw .restoringIntoMissingBox(home.number) }
                home = now.reference
            }
            events.append(DomainEvent(id: .random(), occurredAt: date, box: home, item: item, change: .itemRestored))
        }
        return events
    }
}

public typealias RemovalID = EntityID<Removal>
