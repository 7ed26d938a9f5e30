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
