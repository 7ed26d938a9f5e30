/// A command that contradicts the state of the inventory. Its description is the message shown to people.
public enum InventoryError: Error, Equatable, Sendable, CustomStringConvertible {
    case boxNotFound(BoxNumber)
    /// Some of the boxes a change to many names do not exist; none was changed.
    case boxesNotFound([BoxNumber])
    case itemNotFound(ItemNumber)
    case boxNotEmpty(BoxNumber, itemCount: Int)
    case emptyingIntoItself(BoxNumber)
    /// Packing a box into itself, or into a box it holds (at any depth); nothing was moved.
    case boxIntoItself(BoxNumber, into: BoxNumber)
    /// Putting a place into a box: a place goes only into another place; nothing was moved.
    case placeIntoBox(BoxNumber, into: BoxNumber)
    /// Removing a box that holds other boxes without saying where they go; nothing was removed.
    case boxHoldsBoxes(BoxNumber, [BoxNumber])
    /// Sending the boxes a removed box holds into that box itself or into a box inside it; nothing was removed.
    case rehomingInside(BoxNumber, into: BoxNumber)
    /// The box was changed by someone else since the version the person saw; nothing was changed. `now` tells what
    /// it holds now: its title, location and note.
    case boxChanged(BoxNumber, version: Int, now: String)
    /// The item was changed by someone else since the version the person saw; nothing was changed. `now` tells what
    /// it holds now: its title, quantity and note.
    case itemChanged(ItemNumber, version: Int, now: String)
    /// Undoing a removal whose box was removed since; nothing was changed.
    case restoringIntoMissingBox(BoxNumber)
    /// The removal was undone already, or never happened in this inventory.
    case removalNotFound
    /// Moving items back from a box they are no longer in; nothing was moved.
    case itemNotInBox(ItemNumber, BoxNumber)
    /// No photo of this inventory has that handle: it was removed, or never was.
    case photoNotFound
    /// Adding the photos would give a box or item more than it may have; none was added.
    case tooManyPhotos(PhotoSubject, limit: Int)
    /// The history holds no batch of changes (no import) with that handle.
    case batchNotFound

    public var description: String {
        switch self {
        case .boxNotFound(let number):
            "there is no box \(number)"
        case .boxesNotFound(let numbers):
            ValidationError.noSuchBoxes(numbers).description + "; no box was changed"
        case .itemNotFound(let number):
            "there is no item \(number)"
        case .boxNotEmpty(let number, let count):
            "box \(number) still holds \(count) \(count == 1 ? "item" : "items"); "
                + "move them out first, or remove the box together with its items"
        case .emptyingIntoItself(let number):
            "box \(number) cannot be emptied into itself"
        case .boxIntoItself(let number, let into) where number == into:
            "box \(number) cannot go into itself; nothing was moved"
        case .boxIntoItself(let number, let into):
            "box \(number) cannot go into box \(into), which is inside it; nothing was moved"
        case .placeIntoBox(let number, let into):
            "place \(number) cannot go into box \(into): a place goes only into another place; nothing was moved"
        case .boxHoldsBoxes(let number, let held):
            "box \(number) holds \(held.count == 1 ? "box" : "boxes") \(held.map(\.description).joined(separator: ", ")); "
                + "say where \(held.count == 1 ? "it goes" : "they go") (into another box or place, or out on "
                + "\(held.count == 1 ? "its" : "their") own); nothing was removed"
        case .rehomingInside(let number, let into) where number == into:
            "what box \(number) holds cannot go into box \(number) itself, which is being removed; nothing was removed"
        case .rehomingInside(let number, let into):
            "what box \(number) holds cannot go into box \(into), which is inside it; nothing was removed"
        case .boxChanged(let number, let version, let now):
            "box \(number) was changed by someone else in the meantime (it is now at version \(version): \(now)); "
                + "nothing was changed, look at it again and redo your change"
        case .itemChanged(let number, let version, let now):
            "item \(number) was changed by someone else in the meantime (it is now at version \(version): \(now)); "
                + "nothing was changed, look at it again and redo your change"
        case .restoringIntoMissingBox(let number):
            "box \(number) is no longer there, so nothing can be put back into it; nothing was changed"
        case .removalNotFound:
            "there is nothing to undo: that removal was undone already"
        case .itemNotInBox(let item, let box):
            "item \(item) is no longer in box \(box), so nothing was moved; look at it again"
        case .photoNotFound:
            "there is no such photo: it was removed, or belongs to another inventory"
        case .tooManyPhotos(let subject, let limit):
            "\(subject) may have at most \(limit) photos; remove some first. No photo was added"
        case .batchNotFound:
            "there is no such import in this inventory's history"
        }
    }
}
