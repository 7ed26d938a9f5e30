import Foundation
import ToteDomain

/// Boundary values of the membership use cases.
public struct InviteRequest: Sendable {
    public var inventory: InventoryID
    public var role: String

    public init(inventory: InventoryID, role: String) {
        self.inventory = inventory
        self.role = role
    }
}

/// An invitation's secret, to be put into a link; only its digest is kept.
public struct InvitationResponse: Sendable {
    public let token: SecretToken
    public let role: Role
    public let expiresAt: Date

    public init(token: SecretToken, role: Role, expiresAt: Date) {
        self.token = token
        self.role = role
        self.expiresAt = expiresAt
    }
}

/// A password reset link's secret, to be put into a link and handed to the member; only its digest is kept.
public struct NewPasswordReset: Sendable {
    public let token: SecretToken
    public let reset: PasswordReset

    public init(token: SecretToken, reset: PasswordReset) {
        self.token = token
        self.reset = reset
    }
}

/// A pending password reset link as the members page lists it: for whom, made by whom, until when.
public struct PendingPasswordReset: Hashable, Sendable {
    public let reset: PasswordReset
    public let member: DisplayName?
    public let madeBy: DisplayName?

    public init(reset: PasswordReset, member: DisplayName?, madeBy: DisplayName?) {
        self.reset = reset
        self.member = member
        self.madeBy = madeBy
    }
}

/// Someone without an account accepting an invitation: the account is made and logged in.
public struct AcceptInvitationRequest: Sendable {
    public var token: SecretToken
    public var username: String
    public var displayName: String
    public var password: String
    /// Where the request came from: a username found taken counts against it, as a failed login does.
    public var address: String

    public init(
        token: SecretToken, username: String, displayName: String, password: String, address: String
    ) {
        self.token = token
        self.username = username
        self.displayName = displayName
        self.password = password
        self.address = address
    }
}

/// A member of an inventory as the members page shows them.
public struct MemberSummary: Hashable, Sendable {
    public let account: AccountID
    public let username: Username
    public let displayName: DisplayName
    public let role: Role

    public init(account: AccountID, username: Username, displayName: DisplayName, role: Role) {
        self.account = account
        self.username = username
        self.displayName = displayName
        self.role = role
    }
}

/// An inventory someone belongs to, with their role in it.
public struct InventorySummary: Hashable, Sendable {
    public let id: InventoryID
    public let name: InventoryName
    public let role: Role

    public init(id: InventoryID, name: InventoryName, role: Role) {
        self.id = id
        self.name = name
        self.role = role
    }
}

/// A new personal API token: the secret is shown once.
public struct NewApiToken: Sendable {
    public let secret: SecretToken
    public let token: ApiToken

    public init(secret: SecretToken, token: ApiToken) {
        self.secret = secret
        self.token = token
    }
}

/// An invitation with the names its page shows; a name is nil when what it names has gone since.
public struct InvitationDetails: Sendable {
    public let invitation: Invitation
    public let inventoryName: InventoryName?
    public let inviterName: DisplayName?

    public init(invitation: Invitation, inventoryName: InventoryName?, inviterName: DisplayName?) {
        self.invitation = invitation
        self.inventoryName = inventoryName
        self.inviterName = inviterName
    }
}
