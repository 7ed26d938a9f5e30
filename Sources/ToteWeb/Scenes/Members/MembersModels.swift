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
        /// An owner gives a member a new password to pass on; every session of that member ends.
        case resetPassword(AccountID, password: String)
        case revokeInvitation(TokenDigest)
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
            let actionBase: String
            let roleOptions: [RoleOption]
        }

        struct PendingInvitation: Sendable, Equatable {
            let role: String
            let expires: String
            let revokeAction: String
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
