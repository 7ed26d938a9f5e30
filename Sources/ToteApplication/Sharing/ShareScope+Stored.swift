import ToteDomain

extension ShareScope {
    /// The scope as a store keeps it in two columns: the room, or the box numbers as `3 7 12`; both nil for the
    /// whole inventory.
    public var stored: (room: String?, boxes: String?) {
        switch self {
        case .inventory: (nil, nil)
        case .room(let room): (room.text, nil)
        case .boxes(let numbers): (nil, numbers.map { String($0.value) }.joined(separator: " "))
        }
    }

    /// Reads a scope kept as ``stored``, checking it again.
    public init(storedRoom room: String?, boxes: String?) throws(ValidationError) {
        if let room {
            self = .room(try Room(stored: room))
        } else if let boxes {
            self = .boxes(try NumberSelection.numbers([boxes]))
        } else {
            self = .inventory
        }
    }
}
