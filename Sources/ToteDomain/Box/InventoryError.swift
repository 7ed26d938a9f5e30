/// A command that contradicts the state of the inventory. Its description is the message shown to people.
public enum InventoryError: Error, Equatable, Sendable, CustomStringConvertible {
    case boxNotFound(BoxNumber)
    case itemNotFound(ItemNumber)
    case boxNotEmpty(BoxNumber, itemCount: Int)
    case itemAlreadyInBox(ItemNumber, BoxNumber)
    case emptyingIntoItself(BoxNumber)
    /// Someone else kept changing the same boxes; nothing was changed.
    case concurrentChange

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
        case .concurrentChange:
            "the inventory was changed by someone else at the same moment; nothing was changed, try again"
        }
    }
}
