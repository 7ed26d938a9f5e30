import ToteApplication
import ToteDomain

/// The interactor of the arrivals scene (its business logic): counts each room's boxes, lists one room's, and marks a
/// box arrived. Its data store is the workspace checked off, for the layout.
struct ArrivalsInteractor: Sendable {
    let workspace: Workspace

    func show(_ request: ArrivalsModels.Show.Request) async throws -> ArrivalsModels.Show.Response {
        let queries = workspace.useCases.queries
        guard let room = request.room else {
            return .init(rooms: try await queries.arrivals(), room: nil, role: workspace.role)
        }
        return .init(rooms: [], room: try await queries.arrivals(in: room), role: workspace.role)
    }

    /// Marks the box arrived; a box that arrived already stays as it is.
    func arrive(_ request: ArrivalsModels.Arrive.Request) async throws -> [DomainEvent] {
        try await workspace.useCases.commands.changeBoxes(
            ChangeBoxesRequest(boxes: [request.box], change: .status(PackingStatus.arrived.rawValue)))
    }
}
