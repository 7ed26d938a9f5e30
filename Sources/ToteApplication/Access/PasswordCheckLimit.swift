import ToteDomain

/// Lets a few password checks run at once and a few more wait their turn, in order; a check beyond both is
/// refused at once with ``PasswordChecksBusy``. Password hashing is slow on purpose, so a burst of logins for
/// many accounts would otherwise take every core and make an honest login wait for all of them.
public actor PasswordCheckLimit {
    public let running: Int
    public let waiting: Int
    private var active = 0
    private var queue: [CheckedContinuation<Void, Never>] = []

    /// How many checks are waiting their turn now.
    public var waitingCount: Int { queue.count }

    public init(running: Int, waiting: Int) {
        precondition(running > 0 && waiting >= 0, "a password check limit needs room for one check")
        self.running = running
        self.waiting = waiting
    }

    /// Runs `check` once a place is free; throws ``PasswordChecksBusy`` when every place is taken and the queue
    /// is full.
    public func run<T: Sendable>(_ check: @Sendable () async throws -> T) async throws -> T {
        if active < running {
            active += 1
        } else if queue.count < waiting {
            await withCheckedContinuation { queue.append($0) }
        } else {
            throw PasswordChecksBusy()
        }
        defer { handOver() }
        return try await check()
    }

    /// A finished check passes its place to the first one waiting, or frees it.
    private func handOver() {
        if queue.isEmpty {
            active -= 1
        } else {
            queue.removeFirst().resume()
        }
    }
}

/// The server has as many password checks under way and waiting as it allows.
public struct PasswordChecksBusy: Error, Equatable, CustomStringConvertible {
    /// Seconds after which trying again is likely to get through.
    public let retryAfterSeconds = 1

    public init() {}

    public var description: String {
        "too many people are logging in at this moment; try again in a second"
    }
}

/// A password hasher whose every hash and check takes a place in a ``PasswordCheckLimit``.
public struct LimitedPasswordHasher: PasswordHasher {
    let base: any PasswordHasher
    let limit: PasswordCheckLimit

    public init(_ base: any PasswordHasher, limit: PasswordCheckLimit) {
        self.base = base
        self.limit = limit
    }

    public func hash(_ password: Password) async throws -> PasswordHash {
        try await limit.run { try await base.hash(password) }
    }

    public func verify(_ password: Password?, against hash: PasswordHash?) async throws -> Bool {
        try await limit.run { try await base.verify(password, against: hash) }
    }
}
