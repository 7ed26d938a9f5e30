import ToteDomain
import ToteSQL

/// ``ItemRepository`` on PostgreSQL: each call one transaction (one item added, two statements); an item's box is
/// locked for sharing, so items added to one box at once never conflict, while a box being removed waits for them or
/// they for it.
struct PostgresItemRepository: ItemRepository {
    let database: PostgresDatabase
    let inventory: InventoryID

    /// Many items in one transaction. One item in two statements, each committed on its own, so that no lock is
    /// held from one to the next (a write into the inventory waits for it only while one of them runs): the first
    /// finds the box and reserves the item's number, the second stores the item and its event while the box is still
    /// the version the first found. When it is not (changed or removed meanwhile), the add is made again in one
    /// transaction, with the number already reserved: a number is left unused only where the add fails.
    func provision(
        _ count: Int, into number: BoxNumber, _ make: @Sendable (Box, any IdentityService) throws -> [Item]
    ) async throws -> (box: Box, items: [Item]) {
        guard count == 1 else {
            return try await database.write { [inventory] sql in
                guard let (box, first) = try await InventoryRows.reserveItems(count, into: number, in: inventory, sql)
                else { throw InventoryError.boxNotFound(number) }
                return try await store(make(box, ReservedIdentities(itemNumbers: first..<first + count)), in: box, sql)
            }
        }
        let reserved = try await database.alone { [inventory] sql in
            try await InventoryRows.reserveItems(1, into: number, in: inventory, sql)
        }
        guard let (box, first) = reserved else { throw InventoryError.boxNotFound(number) }
        // One number reserved: `make` makes one item at most.
        let items = try make(box, ReservedIdentities(itemNumbers: [first]))
        guard let item = items.first else { return (box, items) }
        if try await database.alone({ sql in try await storeAlone(item, in: box, sql) }) { return (box, items) }
        return try await database.write { [inventory] sql in
            guard let box = try await BoxRows.box(numbered: number, in: inventory, holding: .forSharing, sql) else {
                throw InventoryError.boxNotFound(number)
            }
            return try await store(make(box, ReservedIdentities(itemNumbers: [first])), in: box, sql)
        }
    }

    /// Stores new items of `box` and their events, in the transaction that holds the box.
    private func store(_ items: [Item], in box: Box, _ sql: SQL) async throws -> (box: Box, items: [Item]) {
        guard let last = items.last else { return (box, items) }
        try await ItemRows.insert(items.dropLast().map { ($0, 1) }, in: inventory, sql)
        try await EventRows.append(
            items.flatMap(\.pendingEvents), in: inventory, after: ItemRecord.insert(last, in: inventory, .postgres),
            prepared: Prepared.NewItemAndEvent.self, sql)
        return (box, items)
    }

    /// Stores a new item of `box` and its event by one statement committed on its own, only while the box is the
    /// version given: whether it did. Nothing is written when it did not.
    func storeAlone(_ item: Item, in box: Box, _ sql: SQL) async throws -> Bool {
        try await EventRows.appendAlone(
            item.pendingEvents, in: inventory,
            held: "SELECT FROM box WHERE id = \(box.id) AND version = \(box.version) FOR SHARE",
            after: ItemRecord.insert(item, in: inventory, where: "EXISTS (SELECT FROM held)", .postgres),
            prepared: Prepared.NewItemInHeldBox.self, sql)
    }

    func change(
        _ number: ItemNumber, movingInto destination: BoxNumber?, _ change: @Sendable (inout Item, Box?) throws -> Void
    ) async throws -> Item {
        try await database.write { [inventory] sql in
            var item = try await ItemRows.require(number, in: inventory, sql)
            var box: Box?
            if let destination {
                box = try await BoxRows.box(numbered: destination, in: inventory, holding: .forSharing, sql)
                guard box != nil else { throw InventoryError.boxNotFound(destination) }
            }
            try change(&item, box)
            guard item.hasChanges else { return item }
            try await EventRows.append(
                item.pendingEvents, in: inventory, after: ItemRecord.update(item, .postgres),
                prepared: Prepared.ItemUpdateAndEvent.self, sql)
            return item
        }
    }

    func remove(
        _ numbers: [ItemNumber], keeping removal: RemovalID, _ retire: @Sendable (inout Item) throws -> Void
    ) async throws -> [DomainEvent] {
        try await database.write { [inventory] sql in
            let items = try await ItemRows.require(numbers, in: inventory, sql) { item in try retire(&item) }
            guard let first = items.first else { return [] }
            try await RemovalRows.start(removal, container: first.box, in: inventory, sql)
            try await RemovalRows.keep(items, as: removal, sql)
            try await ItemRows.delete(items, sql)
            let events = items.flatMap(\.pendingEvents)
            try await EventRows.append(events, in: inventory, sql)
            return events
        }
    }

    func change(
        _ numbers: [ItemNumber], movingInto destination: BoxNumber?,
        _ change: @Sendable (inout Item, Box?) throws -> Void
    ) async throws -> [DomainEvent] {
        try await database.write { [inventory] sql in
            var box: Box?
            if let destination {
                box = try await BoxRows.box(numbered: destination, in: inventory, holding: .forSharing, sql)
                guard box != nil else { throw InventoryError.boxNotFound(destination) }
            }
            let changed = try await ItemRows.require(numbers, in: inventory, sql) { item in try change(&item, box) }
                .filter(\.hasChanges)
            try await ItemRows.update(changed, sql)
            let events = changed.flatMap(\.pendingEvents)
            try await EventRows.append(events, in: inventory, sql)
            return events
        }
    }
}
