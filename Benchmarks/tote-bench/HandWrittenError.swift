/// Why the hand-written SQL refused a use case, as Tote's domain would.
enum HandWrittenError: Error, CustomStringConvertible {
    case inventoryNotFound(String)
    case boxNotFound(Int)
    case itemNotFound(Int)
    case itemAlreadyInBox(item: Int, box: Int)

    var description: String {
        switch self {
        case .inventoryNotFound(let id): "there is no inventory \(id)"
        case .boxNotFound(let number): "there is no box #\(number)"
        case .itemNotFound(let number): "there is no item #\(number)"
        case .itemAlreadyInBox(let item, let box): "item #\(item) is already in box #\(box)"
        }
    }
}
