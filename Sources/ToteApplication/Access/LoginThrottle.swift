import Foundation
import ToteDomain

/// Slows down password guessing: after too many failures for one username or from one address within a
/// window, further logins for it are refused until the window has passed.
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

    /// Throws ``AccessError/tooManyAttempts(retryAfterSeconds:)`` while either key is locked out.
    public func permit(username: String, address: String) throws(AccessError) {
        let now = clock.now()
        let waits = [
            wait(for: failuresByAccount[username.lowercased()], limit: policy.failuresPerAccount, now: now),
            wait(for: failuresByAddress[address], limit: policy.failuresPerAddress, now: now),
        ]
        if let longest = waits.compactMap({ $0 }).max() {
            throw .tooManyAttempts(retryAfterSeconds: max(1, Int(longest.rounded(.up))))
        }
    }

    public func recordFailure(username: String, address: String) {
        let now = clock.now()
        failuresByAccount[username.lowercased(), default: []].append(now)
        failuresByAddress[address, default: []].append(now)
        forgetOld(before: now - policy.window)
    }

    public func recordSuccess(username: String) {
        failuresByAccount[username.lowercased()] = nil
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
