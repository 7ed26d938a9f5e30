import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteMemoryStore
import ToteTesting

/// The use cases of one inventory over a fresh in-memory store, with a clock that stands still and a publisher
/// that records each batch and whether it was committed first.
struct TestInventory {
    /// What a person can see of an inventory: its boxes, each box with its items, and its history.
    struct Snapshot: Equatable {
        let boxes: Page<BoxSummary>
        let details: [BoxDetail]
        let history: Page<HistoryEntry>
    }

    let ports: InventoryPorts
    /// The moment the clock shows, with sub-millisecond digits, and as events keep it.
    static let date = Date(timeIntervalSince1970: 1_750_000_000.456_7)
    static let dateInMilliseconds = Date(timeIntervalSince1970: 1_750_000_000.456)

    let publisher: RecordingPublisher
    let commands: any InventoryCommands
    let queries: any InventoryQueries

    /// `boxes` may wrap the store's repository, to make it fail.
    init(boxes wrap: (any BoxRepository) -> any BoxRepository = { $0 }) async throws {
        let store = try await InMemoryStore().ports(for: Inventory.localID)
        ports = InventoryPorts(
            boxes: wrap(store.boxes), items: store.items, readModel: store.readModel, imports: store.imports,
            photos: store.photos, shareLinks: store.shareLinks)
        publisher = RecordingPublisher(checkingCommitsIn: ports.readModel)
        let useCases = InventoryUseCases(
            inventory: Inventory.localID, ports: ports, clock: ManualClock(start: Self.date), publisher: publisher,
            role: .owner, author: .commandLine, secrets: CountingSecretGenerator())
        commands = useCases.commands
        queries = useCases.queries
    }

    @discardableResult
    func addBox(_ title: String = "Kitchen", location: String? = nil, note: String? = nil) async throws -> BoxNumber {
        try await commands.provisionBox(ProvisionBoxRequest(title: title, location: location, note: note))
    }

    @discardableResult
    func addItem(_ title: String = "Kettle", to box: BoxNumber, quantity: Int = 1, note: String? = nil) async throws
        -> ItemNumber
    {
        try await commands.provisionItem(
            ProvisionItemRequest(box: box, title: title, quantity: try Quantity(quantity), note: note)
        ).number
    }

    func snapshot() async throws -> Snapshot {
        let all = try PageRequest(size: PageRequest.sizes.upperBound)
        let boxes = try await queries.listBoxes(all)
        var details: [BoxDetail] = []
        for box in boxes.entries {
            details.append(try await queries.showBox(box.number))
        }
        return Snapshot(boxes: boxes, details: details, history: try await queries.history(of: nil, all))
    }

    /// The events published since the given number of batches, oldest first.
    func published(after batchCount: Int = 0) async -> [DomainEvent] {
        await publisher.batches.dropFirst(batchCount).flatMap(\.self)
    }

    /// Runs a command that must be refused with `error`, and checks that nothing changed or was published.
    func expectRefusal<Failure: Error & Equatable>(
        _ error: Failure, sourceLocation: SourceLocation = #_sourceLocation,
        when command: (any InventoryCommands) async throws -> Void
    ) async throws {
        let before = try await snapshot()
        let batches = await publisher.batches

        await #expect(throws: error, sourceLocation: sourceLocation) { try await command(commands) }

        #expect(try await snapshot() == before, "the inventory changed", sourceLocation: sourceLocation)
        #expect(await publisher.batches == batches, "events were published", sourceLocation: sourceLocation)
    }
}
