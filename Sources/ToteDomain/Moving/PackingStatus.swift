/// Where a box is in a move: packed, taped shut, on the van, at the new home, emptied; or put in storage.
public enum PackingStatus: String, Sendable, Codable, CaseIterable, Comparable {
    case packing, sealed, loaded, arrived, unpacked, stored

    /// Reads a status as written, in any case.
    public init(parsing text: String) throws(ValidationError) {
        let trimmed = TextRules.trimmed(text)
        guard let status = PackingStatus(rawValue: trimmed.lowercased()) else {
            throw .notOneOf(.status, text: trimmed, allowed: Self.allCases.map(\.rawValue))
        }
        self = status
    }

    /// Whether the box is at the new home: arrived, or emptied there.
    public var hasArrived: Bool { self == .arrived || self == .unpacked }

    public static func < (lhs: PackingStatus, rhs: PackingStatus) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
