import Synchronization

/// The requests each client address has begun and not finished sending (head read, body still coming), so that one
/// address cannot hold the server with requests it never finishes; and how many connections answered before their
/// request ended are kept open a moment to read that answer.
public final class UnfinishedRequests: Sendable {
    /// The most requests one address may have unfinished at once; another is answered 503 at once.
    public let maximumPerAddress: Int
    /// How fast, after ``grace``, a body must keep coming, in bytes a second of waiting for it.
    public let minimumRate: Int
    /// How long a body may take before its rate is counted.
    public let grace: Duration

    private let counts = Mutex<[String: Int]>([:])
    private let lingering = Atomic<Int>(0)

    /// How many connections answered early may linger at once to read their answer; beyond them a connection is
    /// closed as soon as its answer is written.
    static let maximumLingering = 64

    public init(maximumPerAddress: Int = 32, minimumRate: Int = 512, grace: Duration = .seconds(10)) {
        self.maximumPerAddress = maximumPerAddress
        self.minimumRate = minimumRate
        self.grace = grace
    }

    /// Counts a request of `address`; false when the address already has as many unfinished as it may.
    func begin(_ address: String) -> Bool {
        counts.withLock { counts in
            let count = counts[address, default: 0]
            guard count < maximumPerAddress else { return false }
            counts[address] = count + 1
            return true
        }
    }

    func end(_ address: String) {
        counts.withLock { counts in
            let count = counts[address, default: 1] - 1
            counts[address] = count > 0 ? count : nil
        }
    }

    /// The requests of `address` unfinished now.
    public func unfinished(of address: String) -> Int {
        counts.withLock { $0[address, default: 0] }
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
