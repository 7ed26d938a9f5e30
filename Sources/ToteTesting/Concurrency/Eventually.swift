/// Waits for a condition instead of for a time: asks every few milliseconds until it holds, and throws
/// ``ConditionNotMet`` only after a deadline generous enough for a machine busy with other work, so that a test
/// passes as soon as the behaviour happens and fails only when it does not. The deadline is long because a test's
/// tasks may not run at all for minutes while other tests hold every thread of the pool (the end-to-end tests wait
/// for processes on them).
public func waitUntil(
    _ what: String, within deadline: Duration = .seconds(600), _ condition: () async throws -> Bool
) async throws {
    let clock = ContinuousClock()
    let end = clock.now + deadline
    while try await !condition() {
        guard clock.now < end else { throw ConditionNotMet(what: what, deadline: deadline) }
        try await Task.sleep(for: .milliseconds(5))
    }
}

/// A condition a test waited for that did not come to hold.
public struct ConditionNotMet: Error, CustomStringConvertible {
    public let what: String
    public let deadline: Duration

    public var description: String { "\(what) did not happen within \(deadline)" }
}
