import Foundation
import ToteDomain

/// A clock that always tells the same time.
struct FixedClock: TimeSource {
    static let date = Date(timeIntervalSince1970: 1_750_000_000.456_7)
    /// `date` to the millisecond, as events keep it.
    static let dateInMilliseconds = Date(timeIntervalSince1970: 1_750_000_000.456)

    func now() -> Date { Self.date }
}
