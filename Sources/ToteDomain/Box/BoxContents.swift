/// What a box holds, as far as a rule about the whole content needs it: the boxes packed in it, how many items, and,
/// only when asked, which items. A repository makes one inside the transaction that writes the outcome.
public struct BoxContents {
    /// How many items the box holds.
    public let count: Int
    /// The boxes packed directly in it, in the order of their numbers.
    public let boxes: [BoxNumber]
    private let load: () throws -> [ItemReference]

    /// - Parameter load: reads the items, in the order of their numbers; called at most once, when a rule asks.
    public init(count: Int, boxes: [BoxNumber], load: @escaping () throws -> [ItemReference]) {
        self.count = count
        self.boxes = boxes
        self.load = load
    }

    /// The items, in the order of their numbers; an empty box reads nothing.
    public func references() throws -> [ItemReference] {
        guard count > 0 else { return [] }
        return try load()
    }
}
