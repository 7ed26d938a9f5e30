import Foundation
import ToteDomain

/// Setting up the first owner, logging in and out, and recognising who holds a session token.
public struct AccessService: Sendable {
    /// How long a session lasts after login.
    public static let sessionLifetime: TimeInterval = 30 * 24 * 60 * 60

    let ports: AccessPorts
    let throttle: LoginThrottle
    let clock: any TimeSource

    public init(ports: AccessPorts, throttle: LoginThrottle, clock: any TimeSource) {
        self.ports = ports
        self.throttle = throttle
        self.clock = clock
    }

    /// Whether nobody has an account yet, so the first visitor may become the owner.
    public func needsSetUp() async throws -> Bool {
        try await ports.accounts.count() == 0
    }

    /// Creates the first account as owner of the store's first inventory, and logs it in. The store decides who is
    /// first: of requests made at the same moment, one sets Tote up and the others get
    /// ``AccessError/setupAlreadyDone``.
    public func setUp(_ request: SetUpRequest) async throws -> LoginResponse {
        let username = try Username(request.username)
        let displayName = try DisplayName(request.displayName)
        let password = try Password(request.password)
        let inventoryName = try InventoryName(request.inventoryName)
        guard try await needsSetUp() else { throw AccessError.setupAlreadyDone }
        let account = Account(
            id: AccountID.random(), username: username, displayName: displayName,
            passwordHash: try await ports.hasher.hash(password), createdAt: clock.now())
        try await ports.accounts.addFirstOwner(account, of: Inventory(id: Inventory.localID, name: inventoryName))
        return try await startSession(for: account.id)
    }

    /// Checks a username and password and starts a session. Failures say nothing about whether the
    /// username exists, take as long either way, and are rate limited per username and per address. An attempt
    /// refused because the server is checking as many passwords as it may does not count.
    public func login(_ request: LoginRequest) async throws -> LoginResponse {
        let attempt = try await throttle.reserve(account: Self.compared(request.username), address: request.address)
        let account = try await knownAccount(named: request.username)
        let matches: Bool
        do {
            matches = try await ports.hasher.verify(try? Password(request.password), against: account?.passwordHash)
        } catch let busy as PasswordChecksBusy {
            try? await throttle.withdraw(attempt)
            throw busy
        }
        guard matches, let account else { throw AccessError.invalidCredentials }
        try await throttle.succeeded(attempt)
        return try await startSession(for: account.id)
    }

    /// Ends what this token stands for, on the server: its session, or, for a personal API token, the token
    /// itself, which is revoked as if from the account page.
    public func logout(_ token: SecretToken) async throws {
        let digest = ports.secrets.digest(of: token)
        if let apiToken = try await ports.apiTokens.token(digest) {
            try await ports.apiTokens.remove(apiToken.id)
        } else {
            try await ports.sessions.remove(digest)
        }
    }

    /// Ends every session of the account that holds this token and revokes every personal API token of it, this
    /// one included; their live streams end with them.
    @discardableResult
    public func logoutEverywhere(_ token: SecretToken) async throws -> EndedCredentials {
        let principal = try await authenticate(token)
        return EndedCredentials(revokedTokens: try await ports.accounts.endCredentials(of: principal.account.id))
    }

    /// Changes the password of whoever holds `token`, once the current password is shown to be theirs; their other
    /// sessions end and their personal API tokens are revoked, the credential holding `token` goes on. Wrong current
    /// passwords are rate limited as logins are.
    @discardableResult
    public func changePassword(_ request: ChangePasswordRequest, holding token: SecretToken) async throws
        -> EndedCredentials
    {
        let principal = try await authenticate(token)
        let newPassword = try Password(request.newPassword)
        let account = principal.account
        let attempt = try await throttle.reserve(account: account.username.text, address: request.address)
        let matches: Bool
        do {
            matches = try await ports.hasher.verify(
                try? Password(request.currentPassword), against: account.passwordHash)
        } catch let busy as PasswordChecksBusy {
            try? await throttle.withdraw(attempt)
            throw busy
        }
        guard matches else { throw AccessError.wrongCurrentPassword }
        try await throttle.succeeded(attempt)
        let revoked = try await ports.accounts.changePassword(
            of: account.id, to: try await ports.hasher.hash(newPassword), keeping: ports.secrets.digest(of: token))
        return EndedCredentials(revokedTokens: revoked)
    }

    /// The reset link a secret stands for, while it can be used, with the name of the account it is for.
    public func resetLink(_ token: SecretToken) async throws -> (reset: PasswordReset, account: Account) {
        guard let reset = try await ports.passwordResets.reset(ports.secrets.digest(of: token)),
            reset.isValid(at: clock.now()), let account = try await ports.accounts.account(reset.account)
        else { throw AccessError.resetLinkInvalid }
        return (reset, account)
    }

    /// Someone holding a reset link chooses the account's new password: every session and personal API token of the
    /// account ends, every reset link for it goes, and they are logged in. A link sets one password, however many
    /// requests use it at the same moment.
    public func resetPassword(_ token: SecretToken, to newPassword: String) async throws -> PasswordResetResponse {
        let password = try Password(newPassword)
        _ = try await resetLink(token)
        let (reset, revoked) = try await ports.passwordResets.redeem(
            ports.secrets.digest(of: token), at: clock.now(), settingPassword: try await ports.hasher.hash(password))
        return PasswordResetResponse(
            login: try await startSession(for: reset.account), ended: EndedCredentials(revokedTokens: revoked))
    }

    /// Who holds a session token or a personal API token; throws ``AccessError/notAuthenticated`` for an
    /// unknown, revoked or expired one.
    /// One read of the store, so a revoked token or a removed member stops working with the next request.
    public func authenticate(_ token: SecretToken) async throws -> Principal {
        let digest = ports.secrets.digest(of: token)
        guard let principal = try await ports.principals.principal(holding: digest, at: clock.now()) else {
            throw AccessError.notAuthenticated
        }
        return principal
    }

    /// Whether the holder of `token` may still `action` in `inventory`, asked again while something opened with
    /// that token goes on, such as a live stream. A token that was revoked or expired, a membership that was
    /// removed, or a store that cannot be read all answer false.
    public func stillAllows(_ token: SecretToken, _ action: Role.Action, in inventory: InventoryID) async -> Bool {
        guard let principal = try? await authenticate(token) else { return false }
        return (try? principal.require(action, in: inventory)) != nil
    }

    func startSession(for account: AccountID) async throws -> LoginResponse {
        let token = ports.secrets.newSecret()
        let now = clock.now()
        let session = Session(
            digest: ports.secrets.digest(of: token), account: account, createdAt: now,
            expiresAt: now + Self.sessionLifetime)
        try await ports.sessions.add(session)
        return LoginResponse(token: token, account: account, expiresAt: session.expiresAt)
    }

    /// A username as the login compares it, so that `"robin "` and `"Robin"` count against the same account;
    /// text that is no username at all is compared trimmed and in lower case.
    static func compared(_ username: String) -> String {
        (try? Username(username))?.text ?? username.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    private func knownAccount(named text: String) async throws -> Account? {
        guard let username = try? Username(text) else { return nil }
        return try await ports.accounts.account(named: username)
    }
}
