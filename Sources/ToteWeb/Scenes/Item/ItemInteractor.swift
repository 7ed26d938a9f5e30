import ToteApplication
import ToteDomain
import ToteHTTP

/// The interactor of the item scene: reads the item and the boxes it could move into.
struct ItemInteractor: Sendable {
    /// How many boxes the move field suggests before anything is typed.
    static let suggestedBoxes = 20

    let workspace: Workspace

    /// Throws ``RequestError/pageNotFound`` when the item is not in the box the address names (it moved since).
    func show(_ request: ItemModels.Show.Request, failure: BoxModels.Failure?) async throws
        -> ItemModels.Show.Response
    {
        let queries = workspace.useCases.queries
        let item = try await queries.showItem(request.item)
        guard item.box.number == request.box else { throw RequestError.pageNotFound }
        let canChange = workspace.role.allows(.change)
        // The first boxes only: the move field finds the others as it is typed into (picker.js).
        let boxes = canChange ? try await queries.listBoxes(PageRequest(size: Self.suggestedBoxes)).entries : []
        return ItemModels.Show.Response(
            item: item, boxes: boxes, role: workspace.role, failure: failure,
            photos: try await queries.photos(of: .item(request.item)))
    }
}
