/// What moving a box into another needs to know, read in the transaction that writes the move: the container the box
/// is in now, the one it is to go into, and every container that one is in.
public struct Placement: Sendable, Equatable {
    /// The container the box is in now; nil for a box that stands on its own.
    public let current: BoxReference?
    /// The container the box is to go into; nil to take it out of every container.
    public let destination: BoxReference?
    /// Whether the destination is a box or a place; `.place` when there is none (the box then stands on its own).
    public let destinationKind: BoxKind
    /// The identities of the containers `destination` is in, innermost first; empty when it stands on its own.
    public let enclosing: [BoxID]

    /// Where a box is and where it is to go: `destination` is nil to take it out of every container.
    public init(current: BoxReference?, destination: Box?, enclosing: [BoxID]) {
        self.current = current
        self.destination = destination?.reference
        self.destinationKind = destination?.kind ?? .place
        self.enclosing = enclosing
    }

    /// Whether the destination is `box` itself or lies somewhere inside it.
    func puts(_ box: BoxID) -> Bool {
        guard let destination else { return false }
        return destination.id == box || enclosing.contains(box)
    }
}
