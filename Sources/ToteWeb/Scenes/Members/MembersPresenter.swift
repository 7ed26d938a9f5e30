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
            canShare: response.shareLinks != nil,
            shareLinks: (response.shareLinks ?? []).map(Self.row(of:)),
            newShare: response.newShareLink.map { new in
                let url = response.absoluteURL(ShareLinkJSON.path(new.token))
                return Show.NewShare(
                    url: url, code: LinkCode.svg(url),
                    note: "Anyone with this link sees \(ShareSentence.scope(new.link.scope)), with their items and "
                        + "photos, and can search them, without an account; they cannot change anything or see the "
                        + "history or the members. It works \(ShareSentence.expiry(new.link.expiresAt)) unless you "
                        + "withdraw it below, and is shown only now.")
            },
            shareForm: Self.shareForm(response),
            canLeave: !Self.isSoleOwner(response.me, among: response.members),
            error: response.shareForm == nil ? response.failure.map { ErrorDescription($0).sentence } : nil)
    }

    private static func row(of link: ShareLinkSummary) -> Show.ShareRow {
        Show.ShareRow(
            scope: Sentence.capitalised(ShareSentence.scope(link.scope)), note: link.note?.text,
            facts: "Made by \(link.madeBy.name) on \(DateText.day(link.createdAt)), "
                + "valid \(ShareSentence.expiry(link.expiresAt)); \(ShareSentence.lastUsed(link.lastUsedAt))",
            withdrawAction: "/members/share-links/\(link.id)/withdraw")
    }

    /// Lengths a link may be made for, in the form's menu; the API and the command line take any from an hour to a
    /// year.
    private static let expiries = [
        ("1d", "1 day"), ("7d", "7 days"), ("30d", "30 days"), ("90d", "90 days"), ("365d", "1 year"),
    ]

    private static func shareForm(_ response: Show.Response) -> Show.ShareFormView {
        let form = response.shareForm ?? MembersModels.ShareForm()
        let offered = expiries.contains { $0.0 == form.expires } ? expiries : expiries + [(form.expires, form.expires)]
        return Show.ShareFormView(
            isInventory: !["room", "boxes"].contains(form.scope), isRoom: form.scope == "room",
            isBoxes: form.scope == "boxes", room: form.room, rooms: response.rooms.map(\.text), boxes: form.boxes,
            expiries: offered.map { Show.RoleOption(value: $0.0, label: $0.1, isSelected: $0.0 == form.expires) },
            note: form.note,
            error: response.shareForm == nil ? nil : response.failure.map { ErrorDescription($0).sentence })
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
        case .makeShareLink: Flash(message: "The share link was made.")
        case .withdrawShareLink:
            Flash(message: "The share link was withdrawn: it no longer works, and pages open with it say so.")
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
