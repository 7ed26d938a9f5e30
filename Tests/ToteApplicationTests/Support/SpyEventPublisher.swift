import ToteApplication
import ToteDomain

/// Remembers every batch it is told about and whether that batch was already in the stored history then.
actor SpyEventPublisher: DomainEventPublisher {
    private let readModel: any InventoryReadModel
    private(set) var batches: [[DomainEvent]] = []
    private(set) var inventories: [InventoryID] = []
    /// One flag per batch: every event of it could already be read from the history when it was published.
    private(set) var committedBeforePublishing: [Bool] = []

    init(readModel: any InventoryReadModel) {
        self.readModel = readModel
    }

    func publish(_ events: [DomainEvent], in inventory: InventoryID) async {
        let stored = try? await readModel.history(of: nil, PageRequest(size: PageRequest.sizes.upperBound))
        let storedIDs = Set(stored?.entries.map(\.event.id) ?? [])
        committedBeforePublishing.append(events.allSatisfy { storedIDs.contains($0.id) })
        batches.append(events)
        inventories.append(inventory)
    }

    /// Every event published, oldest first.
    var events: [DomainEvent] { batches.flatMap(\.self) }
}
