/// What a Ctrl-C says and does while long work runs. Without `stop`, the process ends at once and says `said`. With
/// it, the first Ctrl-C says `stop.saying` and asks the work to stop, and the process ends once the work has stopped
/// and said what that left; a second Ctrl-C meanwhile ends it at once and says `said`.
public struct Interrupt: Sendable {
    public struct Stop: Sendable {
        public let saying: String
        public let stop: @Sendable () -> Void
    }

    public let said: String
    public let stop: Stop?
}

/// Work stopped by a Ctrl-C: the command ends with status 130 and says `said`, what the stop left.
struct StoppedWork: Error, CustomStringConvertible {
    let said: String

    var description: String { said }
}
