import ToteApplication
import ToteDomain
import ToteHTTP
import ToteJSON
import TotePresentation

/// Presents the members, with the owner's forms only for owners.
struct MembersPresenter: Sendable {
    typealias Show = MembersModels.Show

    func present(_ response: Show.Response) -> Show.ViewModel {
        let canManage = response.role.allows(.manageMembers)
        return Show.ViewModel(
            heading: "Members", summary: Counted(response.members.count, "member").description,
            rows: response.members.map { member in
                Show.Row(
                    name: member.displayName.text, username: member.username.text, role: Self.name(of: member.role),
                    isMe: member.account == response.me, canReset: member.role != .owner,
                    actionBase: "/members/\(member.account)",
                    roleOptions: Self.options(selected: member.role))
            },
            canManage: canManage,
            invitations: (response.invitations ?? []).map {
                Show.PendingInvitation(
                    role: Self.name(of: $0.role), expires: "until " + DateText.day($0.expiresAt),
                    revokeAction: "/members/invitations/\($0.digest.hex)/revoke")
            },
            inviteLink: response.newInvitation.map { response.absoluteURL("/invitations/\($0.token.text)") },
            inviteNote: response.newInvitation.map {
                "Send this link to the person you invite as \(Self.article(for: $0.role)) \(Self.name(of: $0.role).lowercased()). "
                    + "It works once, until \(DateText.day($0.expiresAt)), and is shown only now."
            },
            inviteRoles: Self.options(selected: .editor),
            resetLinks: (response.resetLinks ?? []).map {
                Show.PendingResetLink(
                    member: $0.member?.text ?? "a former member",
                    expires: "until " + DateText.dateTime($0.reset.expiresAt),
                    withdrawAction: "/members/reset-links/\($0.reset.digest.hex)/withdraw")
            },
            hasResetLinks: !(response.resetLinks ?? []).isEmpty,
            resetLink: response.newResetLink.map { response.absoluteURL(PasswordResetJSON.path($0.token)) },
            resetNote: response.newResetLink.map { new in
                let name = response.members.first { $0.account == new.reset.account }?.displayName.text ?? "the member"
                return "Give this link to \(name) alone: whoever opens it chooses a new password for \(name), and "
                    + "every session and personal API token of \(name) ends. It works once, until "
                    + "\(DateText.dateTime(new.reset.expiresAt)), and is shown only now."
            },
            canLeave: !Self.isSoleOwner(response.me, among: response.members),
            error: response.failure.map { ErrorDescription($0).sentence })
    }

    /// What the next page says after a change of the members page.
    func flash(after command: MembersModels.Command) -> Flash {
        switch command {
        case .invite: Flash(message: "The invitation was made.")
        case .changeRole: Flash(message: "The role was changed; it applies from the member's next request.")
        case .remove: Flash(message: "The member was removed: they no longer see this inventory.")
        case .leave: Flash(message: "You left the inventory.")
        case .makeResetLink: Flash(message: "The reset link was made.")
        case .revokeInvitation: Flash(message: "The invitation was withdrawn: its link no longer works.")
        case .withdrawResetLink: Flash(message: "The reset link was withdrawn: it no longer works.")
        }
    }

    /// Roles from the least to the most trusted, so that a menu offers owner last.
    private static let rolesByTrust: [Role] = [.viewer, .editor, .owner]

    /// The last owner may not leave (the inventory must keep one), so is not offered it.
    private static func isSoleOwner(_ me: AccountID, among members: [MemberSummary]) -> Bool {
        let owners = members.filter { $0.role == .owner }
        return owners.count == 1 && owners.first?.account == me
    }

    static func name(of role: Role) -> String {
        switch role {
        case .owner: "Owner"
        case .editor: "Editor"
        case .viewer: "Viewer"
        }
    }

    private static func article(for role: Role) -> String {
        role == .viewer ? "a" : "an"
    }

    private static func options(selected: Role) -> [Show.RoleOption] {
        rolesByTrust.map { Show.RoleOption(value: $0.rawValue, label: name(of: $0), isSelected: $0 == selected) }
    }
}
