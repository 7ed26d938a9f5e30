import ToteApplication
import ToteDomain
import ToteHTTP

/// The interactor of the confirmation scene: reads what the person is about to remove, so the page can name it.
/// Asking is for those who may do it; anyone else is refused here as the change itself would refuse them.
struct ConfirmInteractor: Sendable {
    let workspace: Workspace
    let memberships: MembershipService

    func ask(_ request: ConfirmModels.Request) async throws -> ConfirmModels.Response {
        let inventory = workspace.current
        switch request {
        case .removeBox(let number):
            guard workspace.role.allows(.change) else { throw AccessError.forbidden(workspace.role, .change) }
            return .removeBox(try await workspace.useCases.queries.showBox(number, PageRequest(size: 1)))
        case .removeMember(let account):
            guard workspace.role.allows(.manageMembers) else {
                throw AccessError.forbidden(workspace.role, .manageMembers)
            }
            let members = try await memberships.members(of: inventory.id, for: workspace.principal)
            guard let member = members.first(where: { $0.account == account }) else { throw RequestError.pageNotFound }
            return .removeMember(member, inventory: inventory.name)
        case .leave:
            return .leave(inventory: inventory.name)
        }
    }
}
