import ToteDomain

/// Which box or place is in which, for every box of an inventory read at once: what an export needs to write each
/// item's whole path without asking the store about every box. Memory grows with the boxes, not with the items.
public struct BoxTree: Sendable {
    private struct Node: Sendable {
        let step: PathStep
        let container: BoxID?
        let location: Location?
    }

    private var nodes: [BoxID: Node] = [:]
    private var identities: [BoxNumber: BoxID] = [:]

    public init() {}

    /// Adds boxes as a list of them reads.
    public mutating func add(_ boxes: [BoxSummary]) {
        for box in boxes {
            nodes[box.id] = Node(step: box.step, container: box.container, location: box.location)
            identities[box.number] = box.id
        }
    }

    /// The free-text location of the box numbered `number`; nil for none, or a box the tree does not hold.
    public func location(of number: BoxNumber) -> Location? {
        identities[number].flatMap { nodes[$0]?.location }
    }

    /// The box numbered `number` and the places and boxes it is in, the outermost first; empty for a box the tree
    /// does not hold. A loop (which no move lets happen) ends the path where it closes.
    public func path(to number: BoxNumber) -> [PathStep] {
        var steps: [PathStep] = []
        var seen: Set<BoxID> = []
        var next = identities[number]
        while let id = next, let node = nodes[id], seen.insert(id).inserted {
            steps.append(node.step)
            next = node.container
        }
        return steps.reversed()
    }
}
