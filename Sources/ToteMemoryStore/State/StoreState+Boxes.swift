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

    /// Changes every box named, or none: a missing number refuses them all.
    mutating func changeBoxes(
        _ numbers: [BoxNumber], in inventory: InventoryID, _ change: (inout Box) throws -> Void
    ) throws -> [Box] {
        let indices = Dictionary(
            self[inventory].boxes.enumerated().map { ($1.number, $0) }, uniquingKeysWith: { first, _ in first })
        let missing = numbers.filter { indices[$0] == nil }
        guard missing.isEmpty else { throw InventoryError.boxesNotFound(missing) }
        var changed: [(Int, Box)] = []
        for number in numbers {
            let index = indices[number]!
            var box = self[inventory].boxes[index].aggregate
            try change(&box)
            changed.append((index, box))
        }
        for (index, box) in changed where box.hasChanges {
            self[inventory].boxes[index] = StoredBox(box, version: box.version + 1)
            record(box.pendingEvents, in: inventory)
        }
        return changed.map(\.1)
    }

    mutating func removeBox(
        _ number: BoxNumber, keeping removal: RemovalID, sendingHeldBoxes rehoming: Rehoming?,
        in inventory: InventoryID, _ retire: (inout Box, BoxContents, HeldBoxes?) throws -> [Box]
    ) throws -> [DomainEvent] {
        let index = try boxIndex(number, in: inventory)
        let stored = self[inventory].boxes[index]
        var box = stored.aggregate
        let contents = contents(of: box.id, in: inventory)
        var held: HeldBoxes?
        if let rehoming, !contents.boxes.isEmpty {
            held = HeldBoxes(
                boxes: self[inventory].boxes.filter { $0.container == box.id }.map(\.aggregate),
                placement: try placement(from: box.reference, into: rehoming.destination, in: inventory))
        }
        let moved = try retire(&box, contents, held)
        for movedBox in moved {
            self[inventory].boxes[try boxIndex(movedBox.number, in: inventory)] = StoredBox(
                movedBox, version: movedBox.version + 1)
        }
        let items = self[inventory].items.filter { $0.box == box.id }
        self[inventory].removals.append(
            StoredRemoval(
                id: removal, container: stored.reference, box: stored, items: items, sentAway: moved.map(\.id),
                sentInto: held?.placement.destination?.id))
        self[inventory].items.removeAll { $0.box == box.id }
        self[inventory].boxes.remove(at: index)
        let events = moved.flatMap(\.pendingEvents) + box.pendingEvents
        record(events, in: inventory)
        return events
    }

    mutating func restore(
        _ removal: RemovalID, in inventory: InventoryID,
        _ plan: (Removal, [BoxID: Box], Repacking) throws -> Restoration
    ) throws -> [DomainEvent] {
        guard let index = self[inventory].removals.firstIndex(where: { $0.id == removal }) else {
            throw InventoryError.removalNotFound
        }
        let stored = self[inventory].removals[index]
        let homes = stored.removal.homes
        let boxes = self[inventory].boxes.filter { homes.contains($0.id) }.map(\.aggregate)
        let restoration = try plan(
            stored.removal, Dictionary(uniqueKeysWithValues: boxes.map { ($0.id, $0) }),
            repacking(of: stored.removal, in: inventory))
        if var box = stored.box {
            box.version += 1
            if let container = box.container, !self[inventory].boxes.contains(where: { $0.id == container }) {
                box.container = nil
            }
            self[inventory].boxes.append(box)
            self[inventory].boxes.sort { $0.number < $1.number }
        }
        for var item in stored.items {
            item.version += 1
            self[inventory].items.append(item)
        }
        self[inventory].items.sort { $0.number < $1.number }
        for repacked in restoration.repacked {
            self[inventory].boxes[try boxIndex(repacked.number, in: inventory)] = StoredBox(
                repacked, version: repacked.version + 1)
        }
        self[inventory].removals.remove(at: index)
        record(restoration.events, in: inventory)
        return restoration.events
    }

    /// The boxes `removal` sent away that are still where it sent them, and the containers its box goes back into.
    private func repacking(of removal: Removal, in inventory: InventoryID) -> Repacking {
        guard let box = removal.box, !removal.sentAway.isEmpty else { return .none }
        let boxes = self[inventory].boxes
        return Repacking(
            boxes: boxes.filter { removal.sentAway.contains($0.id) && $0.container == removal.sentInto }.map(
                \.aggregate),
            current: removal.sentInto.flatMap { id in boxes.first { $0.id == id }?.reference },
            enclosing: Set(enclosing(startingAt: box.container, in: inventory)))
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

    mutating func moveBox(
        _ number: BoxNumber, into destination: BoxNumber?, in inventory: InventoryID,
        _ move: (inout Box, Placement) throws -> Void
    ) throws -> Box {
        let index = try boxIndex(number, in: inventory)
        var box = self[inventory].boxes[index].aggregate
        try move(&box, try placement(of: box, into: destination, in: inventory))
        guard box.hasChanges else { return box }
        self[inventory].boxes[index] = StoredBox(box, version: box.version + 1)
        record(box.pendingEvents, in: inventory)
        return box
    }

    private func placement(of box: Box, into destination: BoxNumber?, in inventory: InventoryID) throws
        -> Placement
    {
        let current = box.container.flatMap { id in self[inventory].boxes.first { $0.id == id }?.reference }
        return try placement(from: current, into: destination, in: inventory)
    }

    /// What a box now in `current` needs to know to go into `destination`.
    private func placement(from current: BoxReference?, into destination: BoxNumber?, in inventory: InventoryID)
        throws -> Placement
    {
        guard let destination else { return Placement(current: current, destination: nil, enclosing: []) }
        let target = self[inventory].boxes[try boxIndex(destination, in: inventory)]
        return Placement(
            current: current, destination: target.aggregate,
            enclosing: enclosing(startingAt: target.container, in: inventory))
    }

    /// The box with identity `id`, if it is there, and every box it is in, innermost first.
    private func enclosing(startingAt id: BoxID?, in inventory: InventoryID) -> [BoxID] {
        let boxes = self[inventory].boxes
        var enclosing: [BoxID] = []
        var next = id
        while let id = next, !enclosing.contains(id), let container = boxes.first(where: { $0.id == id }) {
            enclosing.append(id)
            next = container.container
        }
        return enclosing
    }

    func boxIndex(_ number: BoxNumber, in inventory: InventoryID) throws(InventoryError) -> Int {
        guard let index = self[inventory].boxes.firstIndex(where: { $0.number == number }) else {
            throw .boxNotFound(number)
        }
        return index
    }

    private func contents(of box: BoxID, in inventory: InventoryID) -> BoxContents {
        let items = self[inventory].items.filter { $0.box == box }
        let boxes = self[inventory].boxes.filter { $0.container == box }.map(\.number)
        return BoxContents(count: items.count, boxes: boxes) { items.map(\.reference) }
    }
}
