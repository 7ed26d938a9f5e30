import Synchronization

/// The requests each client address has begun and not finished sending (head read, body still coming), so that one
/// address cannot hold the server with requests it never finishes, and all of them together cannot grow it without
/// bound; and how many connections answered before their request ended are kept open a moment to read that answer.
public final class UnfinishedRequests: Sendable {
    /// The most requests one address may have unfinished at once; another is answered 429 at once.
    public let maximumPerAddress: Int
    /// The most requests all addresses together may have unfinished at once; another is answered 503 at once.
    public let maximum: Int
    /// How fast, after ``grace``, a body must keep coming, in bytes a second of waiting for it.
    public let minimumRate: Int
    /// How long a body may take before its rate is counted.
    public let grace: Duration

    private let counts = Mutex<(total: Int, byAddress: [String: Int])>((0, [:]))
    private let lingering = Atomic<Int>(0)

    /// How many connections answered early may linger at once to read their answer; beyond them a connection is
    /// closed as soon as its answer is written.
    static let maximumLingering = 64

    public init(
        maximumPerAddress: Int = 16, maximum: Int = 512, minimumRate: Int = 512, grace: Duration = .seconds(10)
    ) {
        self.maximumPerAddress = maximumPerAddress
        self.maximum = maximum
        self.minimumRate = minimumRate
        self.grace = grace
    }

    /// Counts a request of `address`, or says why it may not begin.
    func begin(_ address: String) -> RequestError? {
        counts.withLock { counts in
            let count = counts.byAddress[address, default: 0]
            guard count < maximumPerAddress else { return .tooManyUnfinished(maximumPerAddress) }
            guard counts.total < maximum else { return .serverBusy }
            counts.byAddress[address] = count + 1
            counts.total += 1
            return nil
        }
    }

    func end(_ address: String) {
        counts.withLock { counts in
            let count = counts.byAddress[address, default: 1] - 1
            counts.byAddress[address] = count > 0 ? count : nil
            counts.total -= 1
        }
    }

    /// The requests of `address` unfinished now.
    public func unfinished(of address: String) -> Int {
        counts.withLock { $0.byAddress[address, default: 0] }
    }

    /// The requests unfinished now, of every address.
    public var total: Int {
        counts.withLock { $0.total }
    }

    /// Whether another connection may linger; if so, ``stopLingering()`` must follow when it closes.
    func startLingering() -> Bool {
        guard lingering.add(1, ordering: .relaxed).newValue <= Self.maximumLingering else {
            lingering.subtract(1, ordering: .relaxed)
            return false
        }
        return true
    }

    func stopLingering() {
        lingering.subtract(1, ordering: .relaxed)
    }
}
