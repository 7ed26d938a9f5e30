/// A command that contradicts the state of the inventory. Its description is the message shown to people.
public enum InventoryError: Error, Equatable, Sendable, CustomStringConvertible {
    case boxNotFound(BoxNumber)
    case itemNotFound(ItemNumber)
    case boxNotEmpty(BoxNumber, itemCount: Int)
    case itemAlreadyInBox(ItemNumber, BoxNumber)
    case emptyingIntoItself(BoxNumber)
    /// The box was changed by someone else since the version the person saw; nothing was changed.
    case boxChanged(BoxNumber, version: Int)
    /// The item was changed by someone else since the version the person saw; nothing was changed.
    case itemChanged(ItemNumber, version: Int)

    public var description: String {
        switch self {
        case .boxNotFound(let number):
            "there is no box \(number)"
        case .itemNotFound(let number):
            "there is no item \(number)"
        case .boxNotEmpty(let number, let count):
            "box \(number) still holds \(count) \(count == 1 ? "item" : "items"); "
                + "move them out first, or remove the box together with its items"
        case .itemAlreadyInBox(let item, let box):
            "item \(item) is already in box \(box)"
        case .emptyingIntoItself(let number):
            "box \(number) cannot be emptied into itself"
        case .boxChanged(let number, let version):
            "box \(number) was changed by someone else in the meantime (it is now at version \(version)); "
                + "nothing was changed, look at it again and redo your change"
        case .itemChanged(let number, let version):
            "item \(number) was changed by someone else in the meantime (it is now at version \(version)); "
                + "nothing was changed, look at it again and redo your change"
        }
    }
}
