/// Bodies of the access routes. Text is passed on as sent; the domain validates it.
struct SetUpBody: Decodable {
    let username: String
    let displayName: String
    let password: String
    let inventoryName: String
}

struct LoginBody: Decodable {
    let username: String
    let password: String
}

/// Someone without an account accepting an invitation.
struct NewAccountBody: Decodable {
    let username: String
    let displayName: String
    let password: String
}

/// A new inventory or API token: just a name.
struct NameBody: Decodable {
    let name: String
}

/// An invitation's or a member's role.
struct RoleBody: Decodable {
    let role: String
}

/// A member changing their own password.
struct PasswordChangeBody: Decodable {
    let currentPassword: String
    let newPassword: String
}

/// A member choosing a new password through a reset link.
struct NewPasswordBody: Decodable {
    let newPassword: String
}
