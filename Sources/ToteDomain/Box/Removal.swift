import Foundation

/// What one removal took away, kept by the store so that the removal can be undone: the box itself when it went
/// with its items, or the item taken out of a box that stays.
public struct Removal: Sendable, Identifiable {
    public let id: RemovalID
    /// The box that went, as it was; nil when only an item was taken out of its box.
    public let box: Box?
    /// The box the items were in.
    public let container: BoxReference
    /// The items that went, in the order of their numbers.
    public let items: [ItemReference]

    public init(id: RemovalID, box: Box?, container: BoxReference, items: [ItemReference]) {
        self.id = id
        self.box = box
        self.container = container
        self.items = items
    }

    /// The events of putting everything back, box first. The caller stores the box and items again, with the numbers
    /// and identities they had, in the same transaction.
    ///
    /// - Parameter destination: the box the items return to when the box itself stayed, as it is now; nil when it is
    ///   no longer there, which refuses the undo.
    public func restore(into destination: Box?, at date: Date) throws(InventoryError) -> [DomainEvent] {
        let home: BoxReference
        var events: [DomainEvent] = []
        if let box {
            home = box.reference
            events.append(DomainEvent(id: .random(), occurredAt: date, box: home, item: nil, change: .boxRestored))
        } else {
            guard let destination else { throw .restoringIntoMissingBox(container.number) }
            home = destination.reference
        }
        for item in items {
            events.append(DomainEvent(id: .random(), occurredAt: date, box: home, item: item, change: .itemRestored))
        }
        return events
    }
}

public typealias RemovalID = EntityID<Removal>
