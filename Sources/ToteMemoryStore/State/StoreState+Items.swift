import ToteDomain

extension StoreState {
    mutating func provisionItems(
        into number: BoxNumber, in inventory: InventoryID, _ make: (Box, any IdentityService) throws -> [Item]
    ) throws -> (box: Box, items: [Item]) {
        let box = self[inventory].boxes[try boxIndex(number, in: inventory)].aggregate
        let identities = CounterIdentities(self[inventory])
        let items = try make(box, identities)
        identities.store(in: &self[inventory])
        self[inventory].items += items.map { StoredItem($0, version: 1) }
        self[inventory].items.sort { $0.number < $1.number }
        record(items.flatMap(\.pendingEvents), in: inventory)
        return (box, items)
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

    mutating func removeItems(
        _ numbers: [ItemNumber], keeping removal: RemovalID, in inventory: InventoryID,
        _ retire: (inout Item) throws -> Void
    ) throws -> [DomainEvent] {
        var removed: [(Int, Item)] = []
        for number in numbers {
            let (index, loaded) = try storedItem(number, in: inventory)
            var item = loaded
            try retire(&item)
            removed.append((index, item))
        }
        guard let first = removed.first?.1 else { return [] }
        self[inventory].removals.append(
            StoredRemoval(
                id: removal, container: first.box, box: nil, items: removed.map { self[inventory].items[$0.0] },
                sources: Dictionary(uniqueKeysWithValues: removed.map { ($0.1.number, $0.1.box) })))
        let gone = Set(removed.map(\.0))
        self[inventory].items = self[inventory].items.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
        let events = removed.flatMap(\.1.pendingEvents)
        record(events, in: inventory)
        return events
    }

    mutating func changeItems(
        _ numbers: [ItemNumber], movingInto destination: BoxNumber?, in inventory: InventoryID,
        _ change: (inout Item, Box?) throws -> Void
    ) throws -> [DomainEvent] {
        let box = try destination.map { number throws(InventoryError) in
            self[inventory].boxes[try boxIndex(number, in: inventory)].aggregate
        }
        var changed: [(Int, Item)] = []
        for number in numbers {
            let (index, loaded) = try storedItem(number, in: inventory)
            var item = loaded
            try change(&item, box)
            changed.append((index, item))
        }
        for (index, item) in changed where item.hasChanges {
            self[inventory].items[index] = StoredItem(item, version: item.version + 1)
        }
        let events = changed.flatMap(\.1.pendingEvents)
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
