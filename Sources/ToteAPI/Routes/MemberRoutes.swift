import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteJSON

/// `members` of an inventory and `invitations` to it: everyone may look at the members; owners change roles,
/// remove members and invite; any member may remove themselves.
enum MemberRoutes {
    static func add(to inventory: RouterGroup<ToteRequestContext>, environment: ServerEnvironment) {
        inventory.get("members") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .read)
            let page = try request.pageRequest()
            let members = try await environment.memberships.members(of: id, for: principal)
            return JSONResponse.make(PageJSON.page(members.page(page), AccessJSON.member))
        }
        inventory.patch("members/{accountId}") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .manageMembers)
            let member = try context.parameters.accountID()
            let body = try await RequestBody.decode(RoleBody.self, from: request, context: context)
            try await environment.memberships.changeRole(of: member, in: id, to: body.role, by: principal)
            let members = try await environment.memberships.members(of: id, for: principal)
            guard let changed = members.first(where: { $0.account == member }) else {
                throw AccessError.memberNotFound
            }
            return JSONResponse.make(AccessJSON.member(changed))
        }
        inventory.delete("members/{accountId}") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .read)
            try await environment.memberships.remove(try context.parameters.accountID(), from: id, by: principal)
            return JSONResponse.noContent
        }
        inventory.post("members/{accountId}/password") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .manageMembers)
            let body = try await RequestBody.decode(NewPasswordBody.self, from: request, context: context)
            try await environment.memberships.resetPassword(
                of: try context.parameters.accountID(), in: id, to: body.newPassword, by: principal)
            return JSONResponse.noContent
        }
        inventory.get("invitations") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .manageMembers)
            let page = try request.pageRequest()
            let invitations = try await environment.memberships.invitations(to: id, for: principal)
            return JSONResponse.make(PageJSON.page(invitations.page(page), AccessJSON.invitation))
        }
        inventory.delete("invitations/{invitationId}") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .manageMembers)
            let digest = TokenDigest(hex: context.parameters.get("invitationId") ?? "")
            try await environment.memberships.revokeInvitation(digest, in: id, by: principal)
            return JSONResponse.noContent
        }
        inventory.post("invitations") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .manageMembers)
            let body = try await RequestBody.decode(RoleBody.self, from: request, context: context)
            let invitation = try await environment.memberships.invite(
                InviteRequest(inventory: id, role: body.role), by: principal)
            let url = environment.absoluteURL("/invitations/\(invitation.token.text)", for: request, context: context)
            return JSONResponse.created(
                AccessJSON.newInvitation(invitation, url: url),
                at: "\(APIRoutes.basePath)/invitations/\(invitation.token.text)")
        }
    }
}
