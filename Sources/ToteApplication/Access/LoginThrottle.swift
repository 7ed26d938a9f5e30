import Foundation
import ToteDomain

/// Slows down password guessing: after too many failures for one username or from one address within a
/// window, further logins for it are refused until the window has passed. Attempts are counted before their
/// password is checked, so a burst sent in parallel gets no more checks than the limit.
public struct LoginThrottle: Sendable {
    public struct Policy: Sendable {
        public var failuresPerAccount: Int
        public var failuresPerAddress: Int
        public var window: TimeInterval

        public init(failuresPerAccount: Int = 5, failuresPerAddress: Int = 20, window: TimeInterval = 15 * 60) {
            self.failuresPerAccount = failuresPerAccount
            self.failuresPerAddress = failuresPerAddress
            self.window = window
        }
    }

    private let policy: Policy
    private let clock: any TimeSource
    private let ledger: any LoginFailureLedger

    /// - Parameter ledger: where failures are counted; one process's memory unless servers share a database.
    public init(
        policy: Policy = Policy(), clock: any TimeSource, ledger: any LoginFailureLedger = InMemoryLoginFailures()
    ) {
        self.policy = policy
        self.clock = clock
        self.ledger = ledger
    }

    /// An attempt counted before its password is checked.
    public struct Attempt: Sendable {
        let account: String
        let address: String
        let at: Date
    }

    /// Counts an attempt for the account and the address at once, before the password is checked, so that
    /// attempts sent in parallel, to one server or to several, are limited like attempts sent one after another;
    /// throws ``AccessError/tooManyAttempts(retryAfterSeconds:)`` and counts nothing while either key is locked out.
    /// `account` is the username as the login compares it. An attempt counts as a failure until ``succeeded(_:)``.
    public func reserve(account: String, address: String) async throws -> Attempt {
        let now = clock.now()
        let policy = policy
        let wait = try await ledger.admit(account: account, address: address, at: now, since: now - policy.window) {
            accountFailures, addressFailures in
            [
                Self.wait(for: accountFailures, limit: policy.failuresPerAccount, now: now, policy: policy),
                Self.wait(for: addressFailures, limit: policy.failuresPerAddress, now: now, policy: policy),
            ].compactMap { $0 }.max()
        }
        if let wait { throw AccessError.tooManyAttempts(retryAfterSeconds: max(1, Int(wait.rounded(.up)))) }
        return Attempt(account: account, address: address, at: now)
    }

    /// The password was right: the account's failures are forgotten, and the attempt no longer counts for the
    /// address.
    public func succeeded(_ attempt: Attempt) async throws {
        try await ledger.succeeded(account: attempt.account, address: attempt.address, at: attempt.at)
    }

    /// The attempt never got to check a password (the server was too busy): it does not count.
    public func withdraw(_ attempt: Attempt) async throws {
        try await ledger.withdraw(account: attempt.account, address: attempt.address, at: attempt.at)
    }

    private static func wait(for failures: [Date], limit: Int, now: Date, policy: Policy) -> TimeInterval? {
        let recent = failures.filter { now.timeIntervalSince($0) < policy.window }.sorted()
        guard recent.count >= limit, let oldest = recent.first else { return nil }
        return policy.window - now.timeIntervalSince(oldest)
    }
}
