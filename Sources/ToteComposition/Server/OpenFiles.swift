import Foundation

/// The files the server may have open at once, and the connections that leaves room for. The limit is raised to the
/// most the system allows the process (its hard limit), as servers do, before anything is counted.
enum OpenFiles {
    /// Room for the store's files, the logs and the server's own descriptors, below the limit of open files.
    static let reserved = 64
    /// The fewest connections a server is of use with: a few browsers, each with its live updates.
    static let minimumConnections = 16
    /// The most connections held by default: enough for hundreds of people at once, few enough that a flood of
    /// connections that send nothing cannot grow the server by more than about 50 MB.
    static let defaultMaximum = 4_096

    /// The connections to hold: `asked`, or ``defaultMaximum`` where the limit of open files leaves room for it,
    /// else as many as it does. Throws ``ServerStartError`` when the limit leaves room for fewer than `asked` or
    /// than ``minimumConnections``.
    static func connections(asked: Int?) throws(ServerStartError) -> Int {
        let room = raisedLimit() - reserved
        if let asked {
            guard asked <= room else {
                throw ServerStartError(
                    "--max-connections \(asked) needs room for \(asked + reserved) open files, and this process may "
                        + "open \(room + reserved) (ulimit -n): raise the limit, or hold fewer connections")
            }
            return asked
        }
        guard room >= minimumConnections else {
            throw ServerStartError(
                "tote serve needs room for at least \(minimumConnections + reserved) open files, and this process may "
                    + "open \(room + reserved) (ulimit -n): raise the limit")
        }
        return min(room, defaultMaximum)
    }

    /// The limit of open files after raising it to the hard limit where that is higher.
    private static func raisedLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return defaultMaximum + reserved }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        return min(Int(clamping: limit.rlim_cur), 1_000_000)
    }
}

/// Why `tote serve` cannot start on this machine as it is, in one line.
struct ServerStartError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
