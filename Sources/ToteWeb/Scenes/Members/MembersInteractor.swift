import ToteApplication
import ToteDomain

/// The interactor of the members scene (its business logic): lists members, invitations and reset links and carries
/// out the changes the members page offers. Its data store is what later steps need: the invitation or reset link just
/// made, and whether the person left the inventory.
struct MembersInteractor: Sendable {
    let workspace: Workspace
    let memberships: MembershipService
    private(set) var newInvitation: InvitationResponse?
    private(set) var newResetLink: NewPasswordReset?
    private(set) var newShareLink: NewShareLink?
    private(set) var left = false

    init(workspace: Workspace, memberships: MembershipService) {
        self.workspace = workspace
        self.memberships = memberships
    }

    func show(failure: (any Error)?, shareForm: MembersModels.ShareForm? = nil) async throws
        -> MembersModels.Show.Response
    {
        let principal = workspace.principal
        let inventory = workspace.current.id
        let manages = workspace.role.allows(.manageMembers)
        let shares = workspace.role.allows(.share)
        var response = MembersModels.Show.Response(
            members: try await memberships.members(of: inventory, for: principal),
            invitations: manages ? try await memberships.invitations(to: inventory, for: principal) : nil,
            me: principal.account.id, role: workspace.role, newInvitation: newInvitation,
            resetLinks: manages ? try await memberships.resetLinks(in: inventory, for: principal) : nil,
            newResetLink: newResetLink, failure: failure)
        if shares {
            response.shareLinks = try await workspace.useCases.shares.shareLinks()
            response.newShareLink = newShareLink
            response.rooms = try await workspace.useCases.queries.arrivals().map(\.room)
        }
        response.shareForm = shareForm
        return response
    }

    /// Whether the change made a link that is shown this once, on the page rather than after a redirect.
    var madeLink: Bool { newInvitation != nil || newResetLink != nil || newShareLink != nil }

    mutating func change(_ command: MembersModels.Command) async throws {
        let principal = workspace.principal
        let inventory = workspace.current.id
        switch command {
        case .invite(let role):
            newInvitation = try await memberships.invite(InviteRequest(inventory: inventory, role: role), by: principal)
        case .changeRole(let member, let role):
            try await memberships.changeRole(of: member, in: inventory, to: role, by: principal)
        case .remove(let member):
            try await memberships.remove(member, from: inventory, by: principal)
        case .revokeInvitation(let digest):
            try await memberships.revokeInvitation(digest, in: inventory, by: principal)
        case .makeResetLink(let member):
            newResetLink = try await memberships.makeResetLink(for: member, in: inventory, by: principal)
        case .withdrawResetLink(let digest):
            try await memberships.withdrawResetLink(digest, in: inventory, by: principal)
        case .makeShareLink(let form):
            newShareLink = try await workspace.useCases.shares.makeShareLink(form.request)
        case .withdrawShareLink(let id):
            try await workspace.useCases.shares.withdrawShareLink(id)
        case .leave:
            try await memberships.remove(principal.account.id, from: inventory, by: principal)
            left = true
        }
    }
}

extension MembersInteractor {
    /// The scene's router: someone who left sees the boxes of their next inventory; everyone else stays with the
    /// members.
    var routeAfterChange: String {
        left ? Paths.boxes : Paths.members
    }
}
