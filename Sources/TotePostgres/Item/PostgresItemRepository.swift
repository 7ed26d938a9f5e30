import ToteDomain
import ToteSQL

/// ``ItemRepository`` on PostgreSQL: each call one transaction; an item's box is locked for sharing, so items
/// added to one box at once never conflict, while a box being removed waits for them or they for it.
struct PostgresItemRepository: ItemRepository {
    let database: PostgresDatabase
    let inventory: InventoryID

    func provision(
        _ count: Int, into box: BoxNumber, _ make: @Sendable (Box, any IdentityService) throws -> [Item]
    ) async throws -> (box: Box, items: [Item]) {
        try await database.write { [inventory] sql in
            guard let (box, first) = try await InventoryRows.reserveItems(count, into: box, in: inventory, sql) else {
                throw InventoryError.boxNotFound(box)
            }
            let items = try make(box, ReservedIdentities(itemNumbers: first..<first + count))
            guard let last = items.last else { return (box, items) }
            try await ItemRows.insert(items.dropLast().map { ($0, 1) }, in: inventory, sql)
            try await EventRows.append(
                items.flatMap(\.pendingEvents), in: inventory, after: ItemRecord.insert(last, in: inventory, .postgres),
                prepared: Prepared.NewItemAndEvent.self, sql)
            return (box, items)
        }
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
