import ToteApplication
import ToteDomain

/// ``ImportRepository`` over a ``StoreStateContainer``: the whole import is one write of the container, which keeps
/// the state as it was when the import throws; a dry run works on a copy it then drops.
struct StateImportRepository<Container: StoreStateContainer>: ImportRepository {
    let container: Container
    let inventory: InventoryID

    func importing<Result: Sendable>(
        commit: Bool, clearing: Bool, _ body: @Sendable (any ImportSession) throws -> Result
    ) async throws -> Result {
        try await container.write { [inventory] state in
            let session = StateImportSession(state: state, inventory: inventory)
            let result = try body(session)
            if commit { state = session.finished() }
            return result
        }
    }
}
