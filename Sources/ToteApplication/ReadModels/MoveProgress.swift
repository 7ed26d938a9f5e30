import ToteDomain

/// How far a move has come toward one status: how many of its boxes have got there or further, and the first of
/// those still to go, by number.
public struct MoveProgress: Sendable, Equatable {
    public let status: PackingStatus
    public let done: Int
    /// Every box of the move: all of them but those in storage.
    public let total: Int
    /// The first boxes still to go, by number; ``toGo`` counts all of them.
    public let missing: [BoxSummary]

    public var toGo: Int { total - done }

    /// The statuses that count as having come as far as `status`: it and those after it in a move, not storage.
    public static func reached(_ status: PackingStatus) -> [PackingStatus] {
        PackingStatus.allCases.filter { $0 >= status && $0 != .stored }
    }

    /// The statuses of boxes still to get as far as `status`.
    public static func behind(_ status: PackingStatus) -> [PackingStatus] {
        PackingStatus.allCases.filter { $0 < status }
    }

    public init(status: PackingStatus, counts: BoxCounts, missing: [BoxSummary]) {
        self.status = status
        let count = { (statuses: [PackingStatus]) in
            counts.statuses.filter { statuses.contains($0.kind) }.reduce(0) { $0 + $1.count }
        }
        done = count(Self.reached(status))
        total = done + count(Self.behind(status))
        self.missing = missing
    }
}

extension InventoryQueries {
    /// How far the move has come toward `status`, with up to `shown` of the boxes still to go.
    public func moveProgress(toward status: PackingStatus, showing shown: Int = 12) async throws -> MoveProgress {
        let counts = try await boxCounts()
        var missing: [BoxSummary] = []
        for behind in MoveProgress.behind(status) {
            var listing = BoxListing.all(try PageRequest(size: shown))
            listing.status = behind
            missing += try await listBoxes(listing).entries
        }
        missing.sort { $0.number < $1.number }
        return MoveProgress(status: status, counts: counts, missing: Array(missing.prefix(shown)))
    }
}
