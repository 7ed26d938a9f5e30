import ToteDomain
import ToteSQL

/// ``BoxRepository`` on PostgreSQL: each call one transaction, the boxes it changes locked from the first read.
struct PostgresBoxRepository: BoxRepository {
    let database: PostgresDatabase
    let inventory: InventoryID

    func provision(_ make: @Sendable (any IdentityService) throws -> Box) async throws -> Box {
        try await database.write { [inventory] sql in
            let number = try await InventoryRows.reserve(.boxNumber, in: inventory, sql)
            let box = try make(ReservedIdentities(boxNumbers: [number]))
            try await BoxRows.insert(box, in: inventory, sql)
            try await EventRows.append(box.pendingEvents, in: inventory, sql)
            return box
        }
    }

    func change(_ number: BoxNumber, _ change: @Sendable (inout Box) throws -> Void) async throws -> Box {
        try await database.write { [inventory] sql in
            var box = try await BoxRows.require(number, in: inventory, sql)
            try change(&box)
            guard box.hasChanges else { return box }
            try await BoxRows.update(box, sql)
            try await EventRows.append(box.pendingEvents, in: inventory, sql)
            return box
        }
    }

    func changeAll(_ numbers: [BoxNumber], _ change: @Sendable (inout Box) throws -> Void) async throws -> [Box] {
        try await database.write { [inventory] sql in
            // Locked in the order of their numbers, so two changes of overlapping boxes never wait on each other.
            let values = numbers.map(\.value)
            let rows = try await sql.rows(
                """
                SELECT \(unescaped: BoxRecord.columns) FROM box
                WHERE inventory_id = \(inventory.uuid) AND number = ANY(\(values)) ORDER BY number FOR UPDATE
                """)
            let found = Dictionary(
                try rows.map(BoxRecord.box(from:)).map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
            let missing = numbers.filter { found[$0] == nil }
            guard missing.isEmpty else { throw InventoryError.boxesNotFound(missing) }
            var boxes = numbers.compactMap { found[$0] }
            for index in boxes.indices {
                try change(&boxes[index])
                guard boxes[index].hasChanges else { continue }
                try await BoxRows.update(boxes[index], sql)
            }
            try await EventRows.append(boxes.flatMap(\.pendingEvents), in: inventory, sql)
            return boxes
        }
    }

    func remove(
        _ number: BoxNumber, keeping removal: RemovalID, _ retire: @Sendable (inout Box, BoxContents) throws -> Void
    ) async throws -> [DomainEvent] {
        try await database.write { [inventory] sql in
            var box = try await BoxRows.require(number, in: inventory, sql)
            try retire(&box, try await ItemRows.contents(of: box, sql))
            try await RemovalRows.keep(box, as: removal, in: inventory, sql)
            try await BoxRows.delete(box, sql)
            try await EventRows.append(box.pendingEvents, in: inventory, sql)
            return box.pendingEvents
        }
    }

    func restore(_ removal: RemovalID, _ plan: @Sendable (Removal, [BoxID: Box]) throws -> [DomainEvent]) async throws
        -> [DomainEvent]
    {
        try await database.write { [inventory] sql in
            let kept = try await RemovalRows.require(removal, in: inventory, sql)
            let events = try plan(kept, try await RemovalRows.homes(of: kept, in: inventory, sql))
            try await RemovalRows.putBack(kept, in: inventory, sql)
            try await EventRows.append(events, in: inventory, sql)
            return events
        }
    }

    func empty(
        _ source: BoxNumber, into destination: BoxNumber,
        _ plan: @Sendable (Box, BoxContents, Box) throws -> [DomainEvent]
    ) async throws -> [DomainEvent] {
        try await database.write { [inventory] sql in
            let (emptied, filled) = try await BoxRows.requireBoth(source, destination, in: inventory, sql)
            let events = try plan(emptied, try await ItemRows.contents(of: emptied, sql), filled)
            try await ItemRows.moveAll(from: emptied, to: filled, sql)
            try await EventRows.append(events, in: inventory, sql)
            return events
        }
    }

    func move(
        _ number: BoxNumber, into destination: BoxNumber?, _ move: @Sendable (inout Box, Placement) throws -> Void
    ) async throws -> Box {
        try await database.write { [inventory] sql in
            if let oneAtATime = SQLDialect.postgres.movesOneAtATime(in: inventory) { try await sql.run(oneAtATime) }
            // The box and its destination are locked in the order of their numbers, as every change of two boxes is.
            var box: Box
            var target: Box?
            if let destination, destination != number {
                (box, target) = try await BoxRows.requireBoth(number, destination, in: inventory, sql)
            } else {
                box = try await BoxRows.require(number, in: inventory, sql)
                target = destination == nil ? nil : box
            }
            try move(&box, try await ContainmentRows.placement(of: box, into: target, sql))
            guard box.hasChanges else { return box }
            try await BoxRows.update(box, sql)
            try await EventRows.append(box.pendingEvents, in: inventory, sql)
            return box
        }
    }
}
