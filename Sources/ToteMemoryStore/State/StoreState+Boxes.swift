import ToteDomain

extension StoreState {
    func box(numbered number: BoxNumber, in inventory: InventoryID) -> Box? {
        self[inventory].boxes.first { $0.number == number }?.aggregate
    }

    func box(holding item: ItemNumber, in inventory: InventoryID) -> Box? {
        self[inventory].boxes.first { $0.items.contains { $0.number == item } }?.aggregate
    }

    mutating func add(_ box: Box, to inventory: InventoryID) throws(InventoryError) {
        guard !self[inventory].boxes.contains(where: { $0.id == box.id || $0.number == box.number }) else {
            throw .concurrentChange
        }
        let index = self[inventory].boxes.firstIndex { $0.number > box.number } ?? self[inventory].boxes.endIndex
        self[inventory].boxes.insert(StoredBox(box, version: 1), at: index)
        record(box.pendingEvents, in: inventory)
    }

    /// Stores all boxes or none: every box must still be at the version it was loaded at.
    mutating func save(_ boxes: [Box], in inventory: InventoryID) throws(InventoryError) {
        let indices = try boxes.map { box throws(InventoryError) in try index(ofUnchanged: box, in: inventory) }
        for (box, index) in zip(boxes, indices) {
            self[inventory].boxes[index] = StoredBox(box, version: box.version + 1)
        }
        record(boxes.flatMap(\.pendingEvents), in: inventory)
    }

    mutating func remove(_ box: Box, from inventory: InventoryID) throws(InventoryError) {
        let index = try index(ofUnchanged: box, in: inventory)
        self[inventory].boxes.remove(at: index)
        record(box.pendingEvents, in: inventory)
    }

    private func index(ofUnchanged box: Box, in inventory: InventoryID) throws(InventoryError) -> Int {
        guard let index = self[inventory].boxes.firstIndex(where: { $0.id == box.id }),
            self[inventory].boxes[index].version == box.version
        else { throw .concurrentChange }
        return index
    }

    mutating func reserveBoxNumber(in inventory: InventoryID) throws -> BoxNumber {
        let number = try BoxNumber(self[inventory].nextBoxNumber)
        self[inventory].nextBoxNumber += 1
        return number
    }

    mutating func reserveItemNumber(in inventory: InventoryID) throws -> ItemNumber {
        let number = try ItemNumber(self[inventory].nextItemNumber)
        self[inventory].nextItemNumber += 1
        return number
    }
}
