import Foundation
import ToteDomain

/// The computer's clock.
struct SystemClock: TimeSource {
    func now() -> Date { Date() }
}
