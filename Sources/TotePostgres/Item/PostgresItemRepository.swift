import ToteDomain
import ToteSQL

/// ``ItemRepository`` on PostgreSQL: each call one transaction; an item's box is locked for sharing, so items
/// added to one box at once never conflict, while a box being removed waits for them or they for it.
struct PostgresItemRepository: ItemRepository {
    let database: PostgresDatabase
    let inventory: InventoryID

    func provision(
        _ count: Int, into box: BoxNumber, _ make: @Sendable (Box, any IdentityService) throws -> [Item]
    ) async throws -> [Item] {
        try await database.write { [inventory] sql in
            guard let (box, first) = try await InventoryRows.reserveItems(count, into: box, in: inventory, sql) else {
                throw InventoryError.boxNotFound(box)
            }
            let items = try make(box, ReservedIdentities(itemNumbers: first..<first + count))
            guard let last = items.last else { return items }
            for item in items.dropLast() { try await ItemRows.insert(item, in: inventory, sql) }
            try await EventRows.append(
                items.flatMap(\.pendingEvents), in: inventory, after: ItemRecord.insert(last, in: inventory, .postgres),
                prepared: Prepared.NewItemAndEvent.self, sql)
            return items
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
            var events: [DomainEvent] = []
            for (index, number) in numbers.enumerated() {
                var item = try await ItemRows.require(number, in: inventory, sql)
                try retire(&item)
                if index == 0 { try await RemovalRows.start(removal, container: item.box, in: inventory, sql) }
                try await RemovalRows.keep(item, as: removal, sql)
                try await ItemRows.delete(item, sql)
                events += item.pendingEvents
            }
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
            var events: [DomainEvent] = []
            for number in numbers {
                var item = try await ItemRows.require(number, in: inventory, sql)
                try change(&item, box)
                guard item.hasChanges else { continue }
                try await ItemRows.update(item, sql)
                events += item.pendingEvents
            }
            try await EventRows.append(events, in: inventory, sql)
            return events
        }
    }
}
