/// When the store's changes reach the disk itself, past the operating system's cache.
public enum Durability: String, Sendable, Hashable {
    /// Every commit is flushed before it is acknowledged (`PRAGMA synchronous = FULL`): a power cut loses nothing
    /// acknowledged. What Tote runs with.
    case everyCommit
    /// Commits are flushed when the log is checkpointed (`synchronous = NORMAL`, SQLite's and GRDB's default for WAL):
    /// a power cut may lose the last commits acknowledged before it. Only the benchmarks use it, to measure what
    /// durability costs.
    case atCheckpoints

    var synchronous: String {
        switch self {
        case .everyCommit: "FULL"
        case .atCheckpoints: "NORMAL"
        }
    }
}
