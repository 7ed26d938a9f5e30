import ToteDomain

extension StoreState {
    mutating func provisionBox(in inventory: InventoryID, _ make: (any IdentityService) throws -> Box) throws -> Box {
        let identities = CounterIdentities(self[inventory])
        let box = try make(identities)
        identities.store(in: &self[inventory])
        self[inventory].boxes.append(StoredBox(box, version: 1))
        self[inventory].boxes.sort { $0.number < $1.number }
        record(box.pendingEvents, in: inventory)
        return box
    }

    mutating func changeBox(
        _ number: BoxNumber, in inventory: InventoryID, _ change: (inout Box) throws -> Void
    ) throws -> Box {
        let index = try boxIndex(number, in: inventory)
        var box = self[inventory].boxes[index].aggregate
        try change(&box)
        guard box.hasChanges else { return box }
        self[inventory].boxes[index] = StoredBox(box, version: box.version + 1)
        record(box.pendingEvents, in: inventory)
        return box
    }

    mutating func removeBox(
        _ number: BoxNumber, in inventory: InventoryID, _ retire: (inout Box, BoxContents) throws -> Void
    ) throws -> [DomainEvent] {
        let index = try boxIndex(number, in: inventory)
        var box = self[inventory].boxes[index].aggregate
        try retire(&box, contents(of: box.id, in: inventory))
        self[inventory].items.removeAll { $0.box == box.id }
        self[inventory].boxes.remove(at: index)
        record(box.pendingEvents, in: inventory)
        return box.pendingEvents
    }

    mutating func emptyBox(
        _ source: BoxNumber, into destination: BoxNumber, in inventory: InventoryID,
        _ plan: (Box, BoxContents, Box) throws -> [DomainEvent]
    ) throws -> [DomainEvent] {
        let emptied = self[inventory].boxes[try boxIndex(source, in: inventory)].aggregate
        let filled = self[inventory].boxes[try boxIndex(destination, in: inventory)].aggregate
        let events = try plan(emptied, contents(of: emptied.id, in: inventory), filled)
        for index in self[inventory].items.indices where self[inventory].items[index].box == emptied.id {
            self[inventory].items[index].box = filled.id
            self[inventory].items[index].version += 1
        }
        record(events, in: inventory)
        return events
    }

    func boxIndex(_ number: BoxNumber, in inventory: InventoryID) throws(InventoryError) -> Int {
        guard let index = self[inventory].boxes.firstIndex(where: { $0.number == number }) else {
            throw .boxNotFound(number)
        }
        return index
    }

    private func contents(of box: BoxID, in inventory: InventoryID) -> BoxContents {
        let items = self[inventory].items.filter { $0.box == box }
        return BoxContents(count: items.count) { items.map(\.reference) }
    }
}
