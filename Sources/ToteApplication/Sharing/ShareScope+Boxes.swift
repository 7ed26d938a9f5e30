import ToteDomain

extension ShareScope {
    /// Whether a box is shared: rooms compare as every store compares them, ASCII letters in any case.
    public func includes(_ box: BoxSummary) -> Bool {
        switch self {
        case .inventory: true
        case .room(let room):
            box.room.map { BoxListing.Order.folded($0.text) == BoxListing.Order.folded(room.text) }
                ?? false
        case .boxes(let numbers): numbers.contains(box.number)
        }
    }

    /// A listing narrowed to the shared boxes: a room it asks for must be the shared room, numbers the shared ones.
    func narrowing(_ listing: BoxListing) -> BoxListing {
        var narrowed = listing
        switch self {
        case .inventory:
            break
        case .room(let room):
            if let asked = listing.room, BoxListing.Order.folded(asked.text) != BoxListing.Order.folded(room.text) {
                narrowed.numbers = []
            }
            narrowed.room = room
        case .boxes(let numbers):
            narrowed.numbers = listing.numbers.map { asked in asked.filter(numbers.contains) } ?? numbers
        }
        return narrowed
    }
}
