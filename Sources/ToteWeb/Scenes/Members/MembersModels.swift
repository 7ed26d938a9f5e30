import Foundation
import ToteApplication
import ToteDomain

/// Who belongs to the inventory; owners invite, change roles and remove, everyone can leave.
enum MembersModels {
    /// A change a form on the members page asks for.
    enum Command: Sendable, Equatable {
        case invite(role: String)
        case changeRole(AccountID, role: String)
        case remove(AccountID)
        case leave
        /// An owner makes a link for a member who forgot their password, to hand to them.
        case makeResetLink(AccountID)
        case revokeInvitation(TokenDigest)
        case withdrawResetLink(TokenDigest)
        /// An owner or editor makes a read-only link for people without an account.
        case makeShareLink(ShareForm)
        case withdrawShareLink(ShareLinkID)
    }

    /// The form that makes a share link, as typed: what to share (`inventory`, `room` or `boxes`), the room or the
    /// box numbers, how long it works and what it is for.
    struct ShareForm: Sendable, Equatable {
        var scope = "inventory"
        var room = ""
        var boxes = ""
        var expires = ShareForm.standardExpiry
        var note = ""

        static let standardExpiry = "30d"

        init() {}

        init(_ fields: FormFields) {
            scope = fields["scope"]
            room = fields["room"]
            boxes = fields["boxes"]
            expires = fields["expires"]
            note = fields["note"]
        }

        /// The request the form makes: the field its choice of scope names, or, without a choice, what was typed in
        /// either field.
        var request: ShareLinkRequest {
            switch scope {
            case "inventory": ShareLinkRequest(expires: expires, note: note)
            case "room": ShareLinkRequest(room: room, expires: expires, note: note)
            case "boxes": ShareLinkRequest(boxes: boxes, expires: expires, note: note)
            default: ShareLinkRequest(room: Self.typed(room), boxes: Self.typed(boxes), expires: expires, note: note)
            }
        }

        private static func typed(_ text: String) -> String? {
            text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : text
        }
    }

    enum Show {
        struct Response: Sendable {
            let members: [MemberSummary]
            /// Nil for members who may not see them.
            let invitations: [Invitation]?
            let me: AccountID
            let role: Role
            /// The invitation just made, whose link is shown this once.
            let newInvitation: InvitationResponse?
            /// Nil for members who may not see them.
            let resetLinks: [PendingPasswordReset]?
            /// The reset link just made, whose link is shown this once.
            let newResetLink: NewPasswordReset?
            let failure: (any Error)?
            /// Nil for members who may not see them.
            var shareLinks: [ShareLinkSummary]? = nil
            /// The share link just made, whose link is shown this once.
            var newShareLink: NewShareLink? = nil
            /// The rooms boxes go to, to choose one to share.
            var rooms: [Room] = []
            /// The share form as typed, when `failure` came from it.
            var shareForm: ShareForm? = nil
            /// Turns a path into the address people outside use (``ServerEnvironment/absoluteURL(_:for:context:)``).
            var absoluteURL: @Sendable (String) -> String = { $0 }
        }

        struct RoleOption: Sendable, Equatable {
            let value: String
            let label: String
            let isSelected: Bool
        }

        struct Row: Sendable, Equatable {
            let name: String
            let username: String
            let role: String
            let isMe: Bool
            /// Whether an owner may be offered a reset link for them: not for an owner.
            let canReset: Bool
            let actionBase: String
            let roleOptions: [RoleOption]
        }

        struct PendingInvitation: Sendable, Equatable {
            let role: String
            let expires: String
            let revokeAction: String
        }

        struct PendingResetLink: Sendable, Equatable {
            let member: String
            let expires: String
            let withdrawAction: String
        }

        struct ShareRow: Sendable, Equatable {
            /// "The boxes for the Kitchen".
            let scope: String
            let note: String?
            /// "Made by Robin on 28 Nov 2026, until 28 Dec 2026, 14:03 UTC; last used …".
            let facts: String
            let withdrawAction: String
        }

        /// A link just made: its address, drawn as a QR code too, and what it does.
        struct NewShare: Sendable, Equatable {
            let url: String
            let code: String?
            let note: String
        }

        struct ShareFormView: Sendable, Equatable {
            let isInventory: Bool
            let isRoom: Bool
            let isBoxes: Bool
            let room: String
            let rooms: [String]
            let boxes: String
            let expiries: [RoleOption]
            let note: String
            let error: String?
        }

        struct ViewModel: Sendable, Equatable {
            let heading: String
            let summary: String
            let rows: [Row]
            let canManage: Bool
            let invitations: [PendingInvitation]
            let inviteLink: String?
            let inviteNote: String?
            let inviteRoles: [RoleOption]
            let resetLinks: [PendingResetLink]
            let hasResetLinks: Bool
            let resetLink: String?
            let resetNote: String?
            /// Whether the person may make and withdraw share links: owners and editors.
            let canShare: Bool
            let shareLinks: [ShareRow]
            let newShare: NewShare?
            let shareForm: ShareFormView
            /// False for the sole owner, who may not leave.
            let canLeave: Bool
            let error: String?
        }
    }
}

extension MembersModels.Show.ViewModel: PageViewModel {
    var liveScope: LiveScope? { LiveScope.none }

    static let template = "members"
    static let section: LayoutModels.Section? = .members

    var pageTitle: String { heading }
    var pagePath: String? { Paths.members }
}
