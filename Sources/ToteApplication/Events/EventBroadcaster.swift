import ToteDomain

/// Hands committed events to everyone subscribed to their inventory, in the order they were published.
public actor EventBroadcaster: DomainEventPublisher {
    private var subscribers: [Int: (inventory: InventoryID, continuation: AsyncStream<DomainEvent>.Continuation)] =
        [:]
    private var nextToken = 0

    public init() {}

    public func publish(_ events: [DomainEvent], in inventory: InventoryID) {
        for subscriber in subscribers.values where subscriber.inventory == inventory {
            for event in events {
                subscriber.continuation.yield(event)
            }
        }
    }

    /// Events of `inventory` published from now on; the stream ends when the subscriber stops iterating.
    public func subscribe(to inventory: InventoryID) -> AsyncStream<DomainEvent> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: DomainEvent.self, bufferingPolicy: .bufferingNewest(1_000))
        let token = nextToken
        nextToken += 1
        subscribers[token] = (inventory, continuation)
        continuation.onTermination = { _ in
            Task { await self.unsubscribe(token) }
        }
        return stream
    }

    public var subscriberCount: Int { subscribers.count }

    private func unsubscribe(_ token: Int) {
        subscribers[token] = nil
    }
}
