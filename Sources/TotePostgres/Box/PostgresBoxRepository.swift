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
            try await EventRows.append(
                box.pendingEvents, in: inventory, after: BoxRecord.insert(box, in: inventory, .postgres),
                prepared: Prepared.NewBoxAndEvent.self, sql)
            return box
        }
    }

    func change(_ number: BoxNumber, _ change: @Sendable (inout Box) throws -> Void) async throws -> Box {
        try await database.write { [inventory] sql in
            var box = try await BoxRows.require(number, in: inventory, sql)
            try change(&box)
            guard box.hasChanges else { return box }
            try await EventRows.append(
                box.pendingEvents, in: inventory, after: BoxRecord.update(box, .postgres),
                prepared: Prepared.BoxUpdateAndEvent.self, sql)
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
            for index in boxes.indices { try change(&boxes[index]) }
            try await BoxRows.update(boxes.filter(\.hasChanges), sql)
            try await EventRows.append(boxes.flatMap(\.pendingEvents), in: inventory, sql)
            return boxes
        }
    }

    func remove(
        _ number: BoxNumber, keeping removal: RemovalID, sendingHeldBoxes rehoming: Rehoming?,
        _ retire: @Sendable (inout Box, BoxContents, HeldBoxes?) throws -> [Box]
    ) async throws -> [DomainEvent] {
        try await database.write { [inventory] sql in
            // Sending boxes elsewhere is a move of each: it waits for the inventory's other moves, as they wait for it.
            if rehoming != nil, let oneAtATime = SQLDialect.postgres.movesOneAtATime(in: inventory) {
                try await sql.run(oneAtATime)
            }
            var box = try await BoxRows.require(number, in: inventory, sql)
            var held: HeldBoxes?
            if let rehoming { held = try await ContainmentRows.held(by: box, goingTo: rehoming, in: inventory, sql) }
            let moved = try retire(&box, try await ItemRows.contents(of: box, sql), held)
            try await RemovalRows.keep(box, as: removal, in: inventory, sql)
            if let held, !moved.isEmpty {
                try await sql.run(
                    RemovalRecord.keepSentAway(heldBy: box, into: held.placement.destination?.id, as: removal))
            }
            try await BoxRows.update(moved, sql)
            try await BoxRows.delete(box, sql)
            let events = moved.flatMap(\.pendingEvents) + box.pendingEvents
            try await EventRows.append(events, in: inventory, sql)
            return events
        }
    }

    func restore(
        _ removal: RemovalID, _ plan: @Sendable (Removal, [BoxID: Box], Repacking) throws -> Restoration
    ) async throws -> [DomainEvent] {
        try await database.write { [inventory] sql in
            let kept = try await RemovalRows.require(removal, in: inventory, sql)
            if !kept.sentAway.isEmpty, let oneAtATime = SQLDialect.postgres.movesOneAtATime(in: inventory) {
                try await sql.run(oneAtATime)
            }
            let restoration = try plan(
                kept, try await RemovalRows.homes(of: kept, in: inventory, sql),
                try await RemovalRows.repacking(of: kept, sql))
            try await RemovalRows.putBack(kept, in: inventory, sql)
            try await BoxRows.update(restoration.repacked, sql)
            try await EventRows.append(restoration.events, in: inventory, sql)
            return restoration.events
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
            try await EventRows.append(
                box.pendingEvents, in: inventory, after: BoxRecord.update(box, .postgres),
                prepared: Prepared.BoxUpdateAndEvent.self, sql)
            return box
        }
    }
}
