/// A request that the person making it may not make. Its description is the message shown to them.
public enum AccessError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The same answer whether the username exists or not.
    case invalidCredentials
    /// The current password given to change it is not the account's; nothing was changed.
    case wrongCurrentPassword
    case tooManyAttempts(retryAfterSeconds: Int)
    /// Requests through a share link, or from one address through share links, came faster than they may.
    case tooManyVisits(retryAfterSeconds: Int)
    case notAuthenticated
    case forbidden(Role, Role.Action)
    case setupAlreadyDone
    case usernameTaken(Username)
    /// Unknown, used or expired: the same answer for each.
    case invitationInvalid
    /// An inventory the person does not belong to looks the same as one that does not exist.
    case inventoryNotFound
    case memberNotFound
    case lastOwner
    case apiTokenNotFound
    /// A password reset link that is unknown, used, withdrawn or expired: the same answer for each.
    case resetLinkInvalid
    /// An owner may not make a reset link for this account.
    case resetNotAllowed(ResetRefusal)
    /// A share link that is not one of the inventory's, to list or withdraw.
    case shareLinkNotFound
    /// A share link's secret that is unknown, withdrawn or expired: the same answer for each, so that a guess learns
    /// nothing.
    case shareLinkInvalid

    public var description: String {
        switch self {
        case .invalidCredentials:
            "wrong username or password"
        case .wrongCurrentPassword:
            "the current password is not right; the password was not changed"
        case .tooManyAttempts(let seconds):
            "too many failed attempts; try again in \(seconds) \(seconds == 1 ? "second" : "seconds")"
        case .tooManyVisits(let seconds):
            "too many requests through share links; try again in \(seconds) \(seconds == 1 ? "second" : "seconds")"
        case .notAuthenticated:
            "log in first"
        case .forbidden(let role, .change):
            "\(role.withArticle) can look but not change anything"
        case .forbidden(let role, .replaceAll):
            "only an owner can replace a whole inventory; you are \(role.withArticle)"
        case .forbidden(let role, .share):
            "only an owner or an editor can share the inventory; you are \(role.withArticle)"
        case .forbidden(let role, _):
            "only an owner can manage members; you are \(role.withArticle)"
        case .setupAlreadyDone:
            "Tote is already set up; log in instead"
        case .usernameTaken(let username):
            "the username \(username) is taken"
        case .invitationInvalid:
            "this invitation is not valid: it may have expired or been used already"
        case .inventoryNotFound:
            "there is no such inventory"
        case .memberNotFound:
            "there is no such member in this inventory"
        case .lastOwner:
            "an inventory needs at least one owner"
        case .apiTokenNotFound:
            "there is no such API token"
        case .resetLinkInvalid:
            "this password reset link is not valid: it may have expired, been used or been withdrawn"
        case .resetNotAllowed(.ownAccount):
            "change your own password on your account page"
        case .resetNotAllowed(.owner):
            "an owner's password can be reset only by that owner, or with tote user password on the server"
        case .resetNotAllowed(.otherInventories):
            "this member also belongs to inventories you do not own, so only they, or whoever runs the server with "
                + "tote user password, can change their password"
        case .shareLinkNotFound:
            "there is no such share link in this inventory"
        case .shareLinkInvalid:
            "this link is not valid: it may have expired or been withdrawn"
        }
    }
}
