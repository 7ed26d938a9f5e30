/// What a photo shows: what went into a box, or one item.
public enum PhotoSubject: Hashable, Sendable, CustomStringConvertible {
    case box(BoxNumber)
    case item(ItemNumber)

    public var description: String {
        switch self {
        case .box(let number): "box \(number)"
        case .item(let number): "item \(number)"
        }
    }
}
