import ToteApplication
import ToteDomain
import ToteHTTP

/// The interactor of the item scene: reads the item and the boxes it could move into.
struct ItemInteractor: Sendable {
    let workspace: Workspace

    /// Throws ``RequestError/pageNotFound`` when the item is not in the box the address names (it moved since).
    func show(_ request: ItemModels.Show.Request, failure: BoxModels.Failure?) async throws
        -> ItemModels.Show.Response
    {
        let queries = workspace.useCases.queries
        let item = try await queries.showItem(request.item)
        guard item.box.number == request.box else { throw RequestError.pageNotFound }
        let canChange = workspace.role.allows(.change)
        let boxes =
            canChange ? try await queries.listBoxes(PageRequest(size: PageRequest.sizes.upperBound)).entries : []
        return ItemModels.Show.Response(
            item: item, boxes: boxes, role: workspace.role, failure: failure,
            photos: try await queries.photos(of: .item(request.item)))
    }
}
