import Foundation
import ToteDomain

/// Slows down password guessing: after too many failures for one username or from one address within a
/// window, further logins for it are refused until the window has passed. Attempts are counted before their
/// password is checked, so a burst sent in parallel gets no more checks than the limit.
public actor LoginThrottle {
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
    private var failuresByAccount: [String: [Date]] = [:]
    private var failuresByAddress: [String: [Date]] = [:]

    public init(policy: Policy = Policy(), clock: any TimeSource) {
        self.policy = policy
        self.clock = clock
    }

    /// An attempt counted before its password is checked.
    public struct Attempt: Sendable {
        let account: String
        let address: String
        let at: Date
    }

    /// Counts an attempt for the account and the address at once, before the password is checked, so that
    /// attempts sent in parallel are limited like attempts sent one after another; throws
    /// ``AccessError/tooManyAttempts(retryAfterSeconds:)`` and counts nothing while either key is locked out.
    /// `account` is the username as the login compares it. An attempt counts as a failure until ``succeeded(_:)``.
    public func reserve(account: String, address: String) throws(AccessError) -> Attempt {
        let now = clock.now()
        forgetOld(before: now - policy.window)
        let waits = [
            wait(for: failuresByAccount[account], limit: policy.failuresPerAccount, now: now),
            wait(for: failuresByAddress[address], limit: policy.failuresPerAddress, now: now),
        ]
        if let longest = waits.compactMap({ $0 }).max() {
            throw .tooManyAttempts(retryAfterSeconds: max(1, Int(longest.rounded(.up))))
        }
        failuresByAccount[account, default: []].append(now)
        failuresByAddress[address, default: []].append(now)
        return Attempt(account: account, address: address, at: now)
    }

    /// The password was right: the account's failures are forgotten, and the attempt no longer counts for the
    /// address.
    public func succeeded(_ attempt: Attempt) {
        failuresByAccount[attempt.account] = nil
        Self.remove(attempt, under: attempt.address, from: &failuresByAddress)
    }

    /// The password was never checked: the attempt counts for neither the account nor the address.
    public func withdraw(_ attempt: Attempt) {
        Self.remove(attempt, under: attempt.account, from: &failuresByAccount)
        Self.remove(attempt, under: attempt.address, from: &failuresByAddress)
    }

    private static func remove(_ attempt: Attempt, under key: String, from failures: inout [String: [Date]]) {
        if let index = failures[key]?.lastIndex(of: attempt.at) { failures[key]?.remove(at: index) }
    }

    /// Seconds until the oldest failure in the window expires, if the limit is reached.
    private func wait(for failures: [Date]?, limit: Int, now: Date) -> TimeInterval? {
        let recent = (failures ?? []).filter { now.timeIntervalSince($0) < policy.window }
        guard recent.count >= limit, let oldest = recent.first else { return nil }
        return policy.window - now.timeIntervalSince(oldest)
    }

    private func forgetOld(before cutoff: Date) {
        failuresByAccount = Self.pruned(failuresByAccount, before: cutoff)
        failuresByAddress = Self.pruned(failuresByAddress, before: cutoff)
    }

    private static func pruned(_ failures: [String: [Date]], before cutoff: Date) -> [String: [Date]] {
        failures.compactMapValues { dates in
            let kept = dates.filter { $0 >= cutoff }
            return kept.isEmpty ? nil : kept
        }
    }
}
