import ToteApplication
import ToteDomain

/// The interactor of the invitation scene (its business logic): checks an invitation and accepts it. Its data store is
/// what the response needs after accepting: the inventory joined and, for a newcomer, their session.
struct InvitationInteractor: Sendable {
    let memberships: MembershipService
    let principal: Principal?
    private(set) var joined: InventoryID?
    private(set) var session: LoginResponse?

    init(memberships: MembershipService, principal: Principal?) {
        self.memberships = memberships
        self.principal = principal
    }

    /// Throws ``AccessError/invitationInvalid`` for a link that is unknown, used or expired.
    func show(_ request: InvitationModels.Show.Request, form: InvitationModels.Form, failure: (any Error)?) async throws
        -> InvitationModels.Show.Response
    {
        let details = try await memberships.details(of: request.token)
        let invitation = details.invitation
        return InvitationModels.Show.Response(
            role: invitation.role, expiresAt: invitation.expiresAt, inventoryName: details.inventoryName,
            inviterName: details.inviterName, isLoggedIn: principal != nil,
            isMember: principal?.role(in: invitation.inventory) != nil, form: form, failure: failure)
    }

    mutating func accept(_ request: InvitationModels.Accept.Request) async throws {
        let invitation = try await memberships.invitation(request.token)
        session = try await memberships.accept(
            AcceptInvitationRequest(
                token: request.token, username: request.form.username, displayName: request.form.displayName,
                password: request.password, address: request.address))
        joined = invitation.inventory
    }

    mutating func join(_ token: SecretToken, as principal: Principal) async throws {
        joined = try await memberships.accept(token, by: principal)
    }
}
