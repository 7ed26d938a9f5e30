import ToteApplication
import ToteDomain
import ToteHTTP
import ToteLabels

/// The interactor of the scan scene (its business logic): finds the box a scanned label or a typed number names in
/// the inventory worked in, and moves it on with the same use case as the arrivals tap. Its data store is the
/// workspace, whose other inventories tell a label of the person's own from a stranger's.
struct ScanInteractor: Sendable {
    let workspace: Workspace
    let environment: ServerEnvironment

    /// The box a label or a typed number names. Throws ``ScanRefusal`` for a label that is not of this inventory,
    /// ``InventoryError/boxNotFound(_:)`` for a typed number that is no box, and ``ValidationError`` for one that is
    /// no number.
    func find(_ request: ScanModels.Find.Request) async throws -> BoxSummary {
        let queries = workspace.useCases.queries
        guard let label = request.label else {
            let number = try BoxNumber(parsing: request.typed ?? "")
            guard let box = try await Self.box(number, in: queries) else { throw InventoryError.boxNotFound(number) }
            return box
        }
        guard let code = LabelCode(reading: label) else { throw ScanRefusal.notALabel }
        guard let key = code.key else { throw ScanRefusal.unkeyed(code.box) }
        guard let (inventory, box) = try await holder(of: code.box, key: key) else {
            throw ScanRefusal.otherInventory(code.box)
        }
        guard inventory.id == workspace.current.id else {
            throw ScanRefusal.yourOtherInventory(code.box, name: inventory.name.text)
        }
        return box
    }

    /// Which of the person's inventories holds the box a label names, the one worked in first, with the box; nil
    /// when none of theirs does.
    func holder(of number: BoxNumber, key: BoxKey) async throws -> (InventorySummary, BoxSummary)? {
        if let box = try await Self.box(number, in: workspace.useCases.queries), key.names(box.id) {
            return (workspace.current, box)
        }
        for inventory in workspace.inventories where inventory.id != workspace.current.id {
            let other = try await environment.useCases(of: inventory.id, for: workspace.principal).queries
            if let box = try await Self.box(number, in: other), key.names(box.id) { return (inventory, box) }
        }
        return nil
    }

    /// Sets the box's status: one change, which changes nothing when the box has that status already.
    func mark(_ request: ScanModels.Mark.Request) async throws -> ScanModels.Mark.Response {
        let box = try await find(request.box)
        let events = try await workspace.useCases.commands.changeBoxes(
            ChangeBoxesRequest(boxes: [box.number], change: .status(request.status.rawValue)))
        return .init(
            box: box, status: request.status, changed: !events.isEmpty,
            progress: try await workspace.useCases.queries.moveProgress(toward: request.status))
    }

    /// Moves the scanned box into the scanned destination, or out of everything: one change with the same use case
    /// as the box page's pack form, refused as it refuses (a box into itself, a place into a box).
    func move(_ request: ScanModels.Move.Request) async throws -> ScanModels.Move.Response {
        let box = try await find(request.box)
        var destination: BoxSummary?
        if let scanned = request.destination { destination = try await find(scanned) }
        let events = try await workspace.useCases.commands.moveBox(
            MoveBoxRequest(box: box.number, into: destination?.number))
        var was: BoxReference?
        for event in events {
            if case .boxMoved(let from, _) = event.change { was = from }
        }
        return .init(box: box, destination: destination, was: was, changed: !events.isEmpty)
    }

    /// How far the move has come toward a status, for the scan screen to show before the first scan.
    func progress(toward status: PackingStatus) async throws -> MoveProgress {
        try await workspace.useCases.queries.moveProgress(toward: status)
    }

    private static func box(_ number: BoxNumber, in queries: any InventoryQueries) async throws -> BoxSummary? {
        try await queries.listBoxes(BoxListing(page: .first, numbers: [number])).entries.first
    }
}
