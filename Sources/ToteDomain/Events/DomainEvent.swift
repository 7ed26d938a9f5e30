import Foundation

/// Something that happened in an inventory: the history is the list of these, and live views follow them.
public struct DomainEvent: Hashable, Sendable, Codable, Identifiable {
    public let id: EventID
    /// When it happened, to the millisecond.
    public let occurredAt: Date
    /// The box it happened in; for a move, the box the item went to.
    public let box: BoxReference
    /// The item it concerns, if any, with the title it had afterwards.
    public let item: ItemReference?
    public let change: Change
    /// Who made the change; nil in a history written before authors were recorded.
    public private(set) var author: Author?
    /// The act that made this change among many others, such as an import; nil for a change made on its own.
    public private(set) var batch: EventBatch?

    public init(
        id: EventID, occurredAt: Date, box: BoxReference, item: ItemReference?, change: Change, author: Author? = nil,
        batch: EventBatch? = nil
    ) {
        self.id = id
        self.occurredAt = Date(timeIntervalSince1970: Self.wholeMilliseconds(occurredAt) / 1000)
        self.box = box
        self.item = item
        self.change = change
        self.author = author
        self.batch = batch
    }

    /// The moment's milliseconds since 1970, the part of a millisecond dropped. A moment within 10 µs short of a
    /// whole millisecond counts as that millisecond: a `Date` counts from 2001, so one made from whole milliseconds
    /// since 1970 (as every event read back from a store is) may come out a rounding error short of them.
    private static func wholeMilliseconds(_ date: Date) -> Double {
        let scaled = date.timeIntervalSince1970 * 1000
        let nearest = scaled.rounded()
        return abs(scaled - nearest) < 0.01 ? nearest : scaled.rounded(.down)
    }

    /// The event, told as made by `author`.
    public func attributed(to author: Author) -> DomainEvent {
        var event = self
        event.author = author
        return event
    }

    /// The event, told as one of the changes of `batch`.
    public func batched(in batch: EventBatch) -> DomainEvent {
        var event = self
        event.batch = batch
        return event
    }

    public var kind: Kind { change.kind }

    /// The box an item left, for a move; nil otherwise.
    public var sourceBox: BoxReference? {
        if case .itemMoved(let from) = change { from } else { nil }
    }
}
