/// The keys an import has met, each with how many times and the line it was first met on: what
/// ``ImportSession/sight(_:line:)`` answers, for a store that keeps them in memory for the import's length.
public struct ImportSightings: Sendable {
    private var sightings: [String: (count: Int, firstLine: Int)] = [:]

    public init() {}

    /// Counts one more sighting of `key`: how many came before it, and the line of the first.
    public mutating func sight(_ key: String, line: Int) -> (count: Int, firstLine: Int) {
        let earlier = sightings[key]
        let now = (count: (earlier?.count ?? -1) + 1, firstLine: earlier?.firstLine ?? line)
        sightings[key] = now
        return now
    }
}
