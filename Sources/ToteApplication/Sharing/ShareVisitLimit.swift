import Foundation
import ToteDomain

/// How often share links may be used, in one server's memory: each link and each address has a bucket of requests
/// that refills at a steady pace, and an address that tried too many secrets that open nothing is refused for a
/// while, as a login is. With 256 random bits in a secret, guessing is hopeless anyway; the limits keep a link
/// handed around, or a scanner, from taking the server's time from everyone else.
public actor ShareVisitLimit {
    public struct Policy: Sendable {
        /// Requests one link may make in a burst, and how many more it gets each second.
        public var perLink: Bucket
        /// Requests one address may make through share links in a burst, and how many more each second.
        public var perAddress: Bucket
        /// Secrets that open nothing one address may send within ``window``.
        public var failuresPerAddress: Int
        public var window: TimeInterval

        public init(
            perLink: Bucket = Bucket(size: 1_200, perSecond: 20), perAddress: Bucket = Bucket(size: 600, perSecond: 10),
            failuresPerAddress: Int = 20, window: TimeInterval = 15 * 60
        ) {
            self.perLink = perLink
            self.perAddress = perAddress
            self.failuresPerAddress = failuresPerAddress
            self.window = window
        }
    }

    /// A burst of requests, and the pace at which the burst is given back.
    public struct Bucket: Sendable {
        public var size: Double
        public var perSecond: Double

        public init(size: Double, perSecond: Double) {
            self.size = size
            self.perSecond = perSecond
        }
    }

    /// What is left of a bucket, when it was last counted.
    private struct Level {
        var tokens: Double
        var at: Date
    }

    /// Buckets kept before the full ones are forgotten: a full bucket is the same as none.
    private static let keptBuckets = 10_000

    private let policy: Policy
    private let clock: any TimeSource
    private var links: [ShareLinkID: Level] = [:]
    private var addresses: [String: Level] = [:]
    private var failures: [String: [Date]] = [:]

    public init(policy: Policy = Policy(), clock: any TimeSource) {
        self.policy = policy
        self.clock = clock
    }

    /// Counts a request from `address`, as `cost` requests, before its secret is looked up. Throws
    /// ``AccessError/tooManyAttempts(retryAfterSeconds:)`` for an address that sent too many secrets that open
    /// nothing, and ``AccessError/tooManyVisits(retryAfterSeconds:)`` for one that asks too often.
    public func admit(address: String, cost: Int = 1) throws(AccessError) {
        let now = clock.now()
        let recent = (failures[address] ?? []).filter { now.timeIntervalSince($0) < policy.window }
        failures[address] = recent.isEmpty ? nil : recent
        if recent.count >= policy.failuresPerAddress, let oldest = recent.first {
            throw .tooManyAttempts(retryAfterSeconds: Self.seconds(policy.window - now.timeIntervalSince(oldest)))
        }
        try Self.take(cost, from: &addresses, address, policy.perAddress, at: now)
    }

    /// Counts a request through a link whose secret opened it, as `cost` requests. Throws
    /// ``AccessError/tooManyVisits(retryAfterSeconds:)`` for a link used too often.
    public func admit(link: ShareLinkID, cost: Int = 1) throws(AccessError) {
        try Self.take(cost, from: &links, link, policy.perLink, at: clock.now())
    }

    /// A secret from `address` opened nothing: unknown, withdrawn or expired.
    public func failed(from address: String) {
        failures[address, default: []].append(clock.now())
    }

    private static func take<Key: Hashable>(
        _ cost: Int, from buckets: inout [Key: Level], _ key: Key, _ bucket: Bucket, at now: Date
    ) throws(AccessError) {
        if buckets.count >= keptBuckets {
            buckets = buckets.filter { level(of: $0.value, bucket, at: now) < bucket.size }
        }
        let tokens = buckets[key].map { level(of: $0, bucket, at: now) } ?? bucket.size
        let needed = Double(cost)
        guard tokens >= needed else {
            throw .tooManyVisits(retryAfterSeconds: seconds((needed - tokens) / bucket.perSecond))
        }
        buckets[key] = Level(tokens: tokens - needed, at: now)
    }

    private static func level(of level: Level, _ bucket: Bucket, at now: Date) -> Double {
        min(bucket.size, level.tokens + max(0, now.timeIntervalSince(level.at)) * bucket.perSecond)
    }

    private static func seconds(_ interval: TimeInterval) -> Int {
        max(1, Int(interval.rounded(.up)))
    }
}
