import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteJSON

/// `members` of an inventory, `invitations` to it and `password-resets` made in it: everyone may look at the
/// members; owners change roles, remove members, invite and make reset links; any member may remove themselves.
enum MemberRoutes {
    static func add(to inventory: InventoryGroups, environment: ServerEnvironment) {
        inventory.reading.get("members") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .read)
            let page = try request.pageRequest()
            let members = try await environment.memberships.members(of: id, for: principal)
            return JSONResponse.page(members.page(page), for: request, AccessJSON.member)
        }
        inventory.managing.patch("members/{accountId}") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .manageMembers)
            let member = try context.parameters.accountID()
            let body = try await RequestBody.decode(RoleBody.self, from: request, context: context)
            try await environment.memberships.changeRole(of: member, in: id, to: body.role, by: principal)
            let members = try await AfterChange.shown {
                try await environment.memberships.members(of: id, for: principal)
            }
            guard let changed = members.first(where: { $0.account == member }) else {
                throw AccessError.memberNotFound
            }
            return JSONResponse.make(AccessJSON.member(changed))
        }
        inventory.reading.delete("members/{accountId}") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .read)
            try await environment.memberships.remove(try context.parameters.accountID(), from: id, by: principal)
            return JSONResponse.noContent
        }
        inventory.managing.post("members/{accountId}/password-resets") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .manageMembers)
            let new = try await environment.memberships.makeResetLink(
                for: try context.parameters.accountID(), in: id, by: principal)
            let url = environment.absoluteURL(PasswordResetJSON.path(new.token), for: request, context: context)
            return JSONResponse.createdSecret(
                PasswordResetJSON.new(new, url: url),
                at: "\(APIRoutes.basePath)/inventories/\(id)/password-resets/\(new.reset.digest.hex)")
        }
        inventory.managing.get("password-resets") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .manageMembers)
            let page = try request.pageRequest()
            let links = try await environment.memberships.resetLinks(in: id, for: principal)
            return JSONResponse.page(links.page(page), for: request, PasswordResetJSON.pending)
        }
        inventory.managing.delete("password-resets/{resetId}") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .manageMembers)
            let digest = TokenDigest(hex: context.parameters.get("resetId") ?? "")
            try await environment.memberships.withdrawResetLink(digest, in: id, by: principal)
            return JSONResponse.noContent
        }
        inventory.managing.get("invitations") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .manageMembers)
            let page = try request.pageRequest()
            let invitations = try await environment.memberships.invitations(to: id, for: principal)
            return JSONResponse.page(invitations.page(page), for: request, AccessJSON.invitation)
        }
        inventory.managing.delete("invitations/{invitationId}") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .manageMembers)
            let digest = TokenDigest(hex: context.parameters.get("invitationId") ?? "")
            try await environment.memberships.revokeInvitation(digest, in: id, by: principal)
            return JSONResponse.noContent
        }
        inventory.managing.post("invitations") { request, context in
            let (id, principal) = try environment.membership(of: request, context: context, for: .manageMembers)
            let body = try await RequestBody.decode(RoleBody.self, from: request, context: context)
            let invitation = try await environment.memberships.invite(
                InviteRequest(inventory: id, role: body.role), by: principal)
            let url = environment.absoluteURL("/invitations/\(invitation.token.text)", for: request, context: context)
            return JSONResponse.createdSecret(
                AccessJSON.newInvitation(invitation, url: url),
                at: "\(APIRoutes.basePath)/invitations/\(invitation.token.text)")
        }
    }
}
