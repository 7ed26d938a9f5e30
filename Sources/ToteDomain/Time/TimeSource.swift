import Foundation

/// Tells the time, so that tests can fix it.
public protocol TimeSource: Sendable {
    func now() -> Date
}
