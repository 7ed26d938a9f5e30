import Foundation
import Synchronization
import ToteDomain

/// A clock for tests that stands still until it is moved.
public final class ManualClock: TimeSource {
    private let current: Mutex<Date>

    public init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = Mutex(start)
    }

    public func now() -> Date {
        current.withLock { $0 }
    }

    public func advance(by interval: TimeInterval) {
        current.withLock { $0 += interval }
    }
}
