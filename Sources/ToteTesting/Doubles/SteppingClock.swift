import Foundation
import Synchronization
import ToteDomain

/// A clock for tests: starts at a fixed moment and moves one second forward each time it is read.
public final class SteppingClock: TimeSource {
    private let current: Mutex<Date>

    public init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = Mutex(start)
    }

    public func now() -> Date {
        current.withLock { date in
            defer { date += 1 }
            return date
        }
    }
}
