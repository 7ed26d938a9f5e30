import Foundation
import ToteDomain

/// The computer's clock, as the `tote` program uses it.
struct WallClock: TimeSource {
    func now() -> Date { Date() }
}
