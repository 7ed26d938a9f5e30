import ToteApplication
import ToteDomain

/// A ``DomainEventPublisher`` spy that remembers each batch it was told about, in order, and, given a read
/// model, whether every event of the batch could already be read from the history at that moment.
public actor RecordingPublisher: DomainEventPublisher {
    private let readModel: (any InventoryReadModel)?
    public private(set) var published: [(inventory: InventoryID, events: [DomainEvent])] = []
    /// One flag per batch, when a read model was given: the batch was committed before it was published.
    public private(set) var committedBeforePublishing: [Bool] = []

    public init(checkingCommitsIn readModel: (any InventoryReadModel)? = nil) {
        self.readModel = readModel
    }

    public func publishCommitted(_ events: [DomainEvent], in inventory: InventoryID) async {
        if let readModel {
            let stored = try? await readModel.history(of: nil, PageRequest(size: PageRequest.sizes.upperBound))
            let storedIDs = Set(stored?.entries.map(\.event.id) ?? [])
            committedBeforePublishing.append(events.allSatisfy { storedIDs.contains($0.id) })
        }
        published.append((inventory, events))
    }

    /// Each batch's events, in the order they were published.
    public var batches: [[DomainEvent]] { published.map(\.events) }

    /// The inventory of each batch.
    public var inventories: [InventoryID] { published.map(\.inventory) }

    /// Every event published, oldest first.
    public var events: [DomainEvent] { published.flatMap(\.events) }
}
