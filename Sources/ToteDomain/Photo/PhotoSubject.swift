/// What a photo shows: what went into a box, or one item.
public enum PhotoSubject: Hashable, Sendable, CustomStringConvertible {
    case box(BoxNumber)
    case item(ItemNumber)

    /// The error of a box or item that is not there.
    public var missing: InventoryError {
        switch self {
        case .box(let number): .boxNotFound(number)
        case .item(let number): .itemNotFound(number)
        }
    }

    public var description: String {
        switch self {
        case .box(let number): "box \(number)"
        case .item(let number): "item \(number)"
        }
    }
}
