import GRDB
import ToteDomain

/// Stores the items of one inventory; each method is one IMMEDIATE transaction that touches one item row,
/// reads at most one box row, and stores the events.
struct GRDBItemRepository: ItemRepository {
    let pool: DatabasePool
    let scope: InventoryScope

    func provision(
        _ count: Int, into box: BoxNumber, _ make: @Sendable (Box, any IdentityService) throws -> [Item]
    ) async throws -> (box: Box, items: [Item]) {
        try await pool.writing(in: scope) { [scope] db in
            let box = try BoxTable.require(box, in: scope, db)
            let items = try make(box, GRDBIdentityService(db: db, scope: scope))
            for item in items { try ItemTable.insert(item, in: scope, db) }
            try EventTable.append(items.flatMap(\.pendingEvents), in: scope, db)
            return (box, items)
        }
    }

    func change(
        _ number: ItemNumber, movingInto destination: BoxNumber?, _ change: @Sendable (inout Item, Box?) throws -> Void
    ) async throws -> Item {
        try await pool.writing(in: scope) { [scope] db in
            let stored = try ItemTable.require(number, in: scope, db)
            var item = stored
            let box = try destination.map { number in try BoxTable.require(number, in: scope, db) }
            try change(&item, box)
            guard item.hasChanges else { return item }
            try ItemTable.update(item, from: stored, in: scope, db)
            try EventTable.append(item.pendingEvents, in: scope, db)
            return item
        }
    }

    func remove(
        _ numbers: [ItemNumber], keeping removal: RemovalID, _ retire: @Sendable (inout Item) throws -> Void
    ) async throws -> [DomainEvent] {
        try await pool.writing(in: scope) { [scope] db in
            var events: [DomainEvent] = []
            for (index, number) in numbers.enumerated() {
                var item = try ItemTable.require(number, in: scope, db)
                try retire(&item)
                if index == 0 { try RemovalTable.start(removal, container: item.box, in: scope, db) }
                try RemovalTable.keep(item, as: removal, db)
                try ItemTable.delete(item, db)
                events += item.pendingEvents
            }
            try EventTable.append(events, in: scope, db)
            return events
        }
    }

    func change(
        _ numbers: [ItemNumber], movingInto destination: BoxNumber?,
        _ change: @Sendable (inout Item, Box?) throws -> Void
    ) async throws -> [DomainEvent] {
        try await pool.writing(in: scope) { [scope] db in
            let box = try destination.map { number in try BoxTable.require(number, in: scope, db) }
            var events: [DomainEvent] = []
            for number in numbers {
                let stored = try ItemTable.require(number, in: scope, db)
                var item = stored
                try change(&item, box)
                guard item.hasChanges else { continue }
                try ItemTable.update(item, from: stored, in: scope, db)
                events += item.pendingEvents
            }
            try EventTable.append(events, in: scope, db)
            return events
        }
    }
}
