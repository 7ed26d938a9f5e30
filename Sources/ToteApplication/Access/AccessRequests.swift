import Foundation
import ToteDomain

/// Boundary values of the access use cases. Text arrives as typed; the domain validates it.
public struct SetUpRequest: Sendable {
    public var username: String
    public var displayName: String
    public var password: String
    public var inventoryName: String
    public var address: String

    public init(username: String, displayName: String, password: String, inventoryName: String, address: String) {
        self.username = username
        self.displayName = displayName
        self.password = password
        self.inventoryName = inventoryName
        self.address = address
    }
}

public struct LoginRequest: Sendable {
    public var username: String
    public var password: String
    /// Where the attempt comes from, for rate limiting.
    public var address: String

    public init(username: String, password: String, address: String) {
        self.username = username
        self.password = password
        self.address = address
    }
}

/// A new session: the secret goes to the client once; only its digest is kept.
public struct LoginResponse: Sendable {
    public let token: SecretToken
    public let account: AccountID
    public let expiresAt: Date

    public init(token: SecretToken, account: AccountID, expiresAt: Date) {
        self.token = token
        self.account = account
        self.expiresAt = expiresAt
    }
}

/// A member changing their own password: the current one proves it is them.
public struct ChangePasswordRequest: Sendable {
    public var currentPassword: String
    public var newPassword: String
    /// Where the attempt comes from: wrong current passwords count against it like failed logins.
    public var address: String

    public init(currentPassword: String, newPassword: String, address: String) {
        self.currentPassword = currentPassword
        self.newPassword = newPassword
        self.address = address
    }
}

/// What a change of password ended, for the person to see: every other session, and the personal API tokens
/// revoked with them, by name.
public struct EndedCredentials: Sendable, Equatable {
    public let revokedTokens: [ApiToken]

    public init(revokedTokens: [ApiToken]) {
        self.revokedTokens = revokedTokens
    }
}

/// A password chosen through a reset link: the member is logged in, and what the reset ended.
public struct PasswordResetResponse: Sendable {
    public let login: LoginResponse
    public let ended: EndedCredentials

    public init(login: LoginResponse, ended: EndedCredentials) {
        self.login = login
        self.ended = ended
    }
}
