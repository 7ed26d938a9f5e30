import ToteDomain

/// Who may send a form: decided from the post's head, before its body is read.
enum FormAccess: Equatable, Sendable {
    /// Anyone with this browser's CSRF token: logging in, setting up, accepting an invitation.
    case anyone
    /// Someone logged in, whatever their role: their own account and inventories.
    case member
    /// A member whose role in the inventory they work in allows `action`.
    case role(Role.Action)
}
