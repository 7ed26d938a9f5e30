import ToteApplication

/// Bodies of the access routes. Text is passed on as sent; the domain validates it.
struct SetUpBody: JSONBody {
    let username: String
    let displayName: String
    let password: String
    let inventoryName: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case username, displayName, password, inventoryName
    }
}

struct LoginBody: JSONBody {
    let username: String
    let password: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case username, password
    }
}

/// Someone without an account accepting an invitation.
struct NewAccountBody: JSONBody {
    let username: String
    let displayName: String
    let password: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case username, displayName, password
    }
}

/// A new inventory or API token: just a name.
struct NameBody: JSONBody {
    let name: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case name
    }
}

/// An invitation's or a member's role.
struct RoleBody: JSONBody {
    let role: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case role
    }
}

/// A member changing their own password.
struct PasswordChangeBody: JSONBody {
    let currentPassword: String
    let newPassword: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case currentPassword, newPassword
    }
}

/// A member choosing a new password through a reset link.
struct NewPasswordBody: JSONBody {
    let newPassword: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case newPassword
    }
}

/// A share link to make: every member as typed, each optional.
struct ShareLinkBody: JSONBody {
    let room: String?
    let boxes: String?
    let expires: String?
    let note: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case room, boxes, expires, note
    }

    var request: ShareLinkRequest {
        ShareLinkRequest(room: room, boxes: boxes, expires: expires, note: note)
    }
}
