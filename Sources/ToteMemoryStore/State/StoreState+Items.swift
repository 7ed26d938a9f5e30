import ToteDomain

extension StoreState {
    mutating func provisionItems(
        into number: BoxNumber, in inventory: InventoryID, _ make: (Box, any IdentityService) throws -> [Item]
    ) throws -> [Item] {
        let box = self[inventory].boxes[try boxIndex(number, in: inventory)].aggregate
        let identities = CounterIdentities(self[inventory])
        let items = try make(box, identities)
        identities.store(in: &self[inventory])
        self[inventory].items += items.map { StoredItem($0, version: 1) }
        self[inventory].items.sort { $0.number < $1.number }
        record(items.flatMap(\.pendingEvents), in: inventory)
        return items
    }

    mutating func changeItem(
        _ number: ItemNumber, movingInto destination: BoxNumber?, in inventory: InventoryID,
        _ change: (inout Item, Box?) throws -> Void
    ) throws -> Item {
        let (index, loaded) = try storedItem(number, in: inventory)
        var item = loaded
        let box = try destination.map { number throws(InventoryError) in
            self[inventory].boxes[try boxIndex(number, in: inventory)].aggregate
        }
        try change(&item, box)
        guard item.hasChanges else { return item }
        self[inventory].items[index] = StoredItem(item, version: item.version + 1)
        record(item.pendingEvents, in: inventory)
        return item
    }

    mutating func removeItem(
        _ number: ItemNumber, keeping removal: RemovalID, in inventory: InventoryID,
        _ retire: (inout Item) throws -> Void
    ) throws -> [DomainEvent] {
        let (index, loaded) = try storedItem(number, in: inventory)
        var item = loaded
        try retire(&item)
        self[inventory].removals.append(
            StoredRemoval(id: removal, container: loaded.box, box: nil, items: [self[inventory].items[index]]))
        self[inventory].items.remove(at: index)
        record(item.pendingEvents, in: inventory)
        return item.pendingEvents
    }

    mutating func moveItems(
        _ numbers: [ItemNumber], into destination: BoxNumber, in inventory: InventoryID,
        _ move: (inout Item, Box) throws -> Void
    ) throws -> [DomainEvent] {
        let box = self[inventory].boxes[try boxIndex(destination, in: inventory)].aggregate
        var moved: [(Int, Item)] = []
        for number in numbers {
            let (index, loaded) = try storedItem(number, in: inventory)
            var item = loaded
            try move(&item, box)
            moved.append((index, item))
        }
        for (index, item) in moved where item.hasChanges {
            self[inventory].items[index] = StoredItem(item, version: item.version + 1)
        }
        let events = moved.flatMap(\.1.pendingEvents)
        record(events, in: inventory)
        return events
    }

    /// The position and aggregate of an item, with the box it is in.
    private func storedItem(_ number: ItemNumber, in inventory: InventoryID) throws(InventoryError) -> (Int, Item) {
        guard let index = self[inventory].items.firstIndex(where: { $0.number == number }),
            let box = self[inventory].boxes.first(where: { $0.id == self[inventory].items[index].box })
        else { throw .itemNotFound(number) }
        return (index, self[inventory].items[index].aggregate(in: box))
    }
}
