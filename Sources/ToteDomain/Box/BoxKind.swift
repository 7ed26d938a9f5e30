/// What a numbered container is: a box that is packed and carried, or a place that stays where it is (a storage unit,
/// a room, a shelf). Both hold items and boxes; a place goes only into another place, never into a box.
public enum BoxKind: String, Hashable, Sendable, Codable, CaseIterable {
    case box
    case place

    /// Reads “box” or “place”, in any case and with spaces around.
    public init(parsing text: String) throws(ValidationError) {
        let trimmed = TextRules.trimmed(text)
        guard let kind = BoxKind(rawValue: trimmed.lowercased()) else {
            throw .notOneOf(.kind, text: trimmed, allowed: Self.allCases.map(\.rawValue))
        }
        self = kind
    }
}
