/// What moving a box into another needs to know, read in the transaction that writes the move: the container the box
/// is in now, the one it is to go into, and every container that one is in.
public struct Placement: Sendable, Equatable {
    /// The container the box is in now; nil for a box that stands on its own.
    public let current: BoxReference?
    /// The container the box is to go into; nil to take it out of every container.
    public let destination: BoxReference?
    /// The identities of the containers `destination` is in, innermost first; empty when it stands on its own.
    public let enclosing: [BoxID]

    public init(current: BoxReference?, destination: BoxReference?, enclosing: [BoxID]) {
        self.current = current
        self.destination = destination
        self.enclosing = enclosing
    }

    /// Whether the destination is `box` itself or lies somewhere inside it.
    func puts(_ box: BoxID) -> Bool {
        guard let destination else { return false }
        return destination.id == box || enclosing.contains(box)
    }
}
