import ToteDomain

/// A recorded domain event with its place in the inventory's history.
public struct HistoryEntry: Hashable, Sendable {
    /// Grows with every event of the store; a later event has a larger sequence.
    public let sequence: Int64
    public let event: DomainEvent

    public init(sequence: Int64, event: DomainEvent) {
        self.sequence = sequence
        self.event = event
    }
}
