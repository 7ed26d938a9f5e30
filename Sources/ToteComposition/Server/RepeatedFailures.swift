/// Which outcomes of a task run again and again are worth a line in the log: a failure the first time its reason is
/// seen, not while the same reason repeats, and the first success after failures.
struct RepeatedFailures {
    private var reason: String?

    /// Notes a failure; whether to log it.
    mutating func failed(because reason: String) -> Bool {
        defer { self.reason = reason }
        return reason != self.reason
    }

    /// Notes a success; whether to log that failures have ended.
    mutating func succeeded() -> Bool {
        defer { reason = nil }
        return reason != nil
    }
}
