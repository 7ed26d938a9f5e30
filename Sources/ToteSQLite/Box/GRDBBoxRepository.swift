import GRDB
import ToteDomain

/// Stores the boxes of one inventory; each method is one IMMEDIATE transaction that also stores the events.
struct GRDBBoxRepository: BoxRepository {
    let pool: DatabasePool
    let scope: InventoryScope

    func provision(_ make: @Sendable (any IdentityService) throws -> Box) async throws -> Box {
        try await pool.writing(in: scope) { [scope] db in
            let box = try make(GRDBIdentityService(db: db, scope: scope))
            try BoxTable.insert(box, in: scope, db)
            try EventTable.append(box.pendingEvents, in: scope, db)
            return box
        }
    }

    func change(_ number: BoxNumber, _ change: @Sendable (inout Box) throws -> Void) async throws -> Box {
        try await pool.writing(in: scope) { [scope] db in
            let stored = try BoxTable.require(number, in: scope, db)
            var box = stored
            try change(&box)
            guard box.hasChanges else { return box }
            try BoxTable.update(box, from: stored, in: scope, db)
            try EventTable.append(box.pendingEvents, in: scope, db)
            return box
        }
    }

    func changeAll(_ numbers: [BoxNumber], _ change: @Sendable (inout Box) throws -> Void) async throws -> [Box] {
        try await pool.writing(in: scope) { [scope] db in
            var boxes: [Box] = []
            var missing: [BoxNumber] = []
            for number in numbers {
                if let box = try BoxTable.box(numbered: number, in: scope, db) {
                    boxes.append(box)
                } else {
                    missing.append(number)
                }
            }
            guard missing.isEmpty else { throw InventoryError.boxesNotFound(missing) }
            for index in boxes.indices {
                let stored = boxes[index]
                try change(&boxes[index])
                guard boxes[index].hasChanges else { continue }
                try BoxTable.update(boxes[index], from: stored, in: scope, db)
            }
            try EventTable.append(boxes.flatMap(\.pendingEvents), in: scope, db)
            return boxes
        }
    }

    func remove(
        _ number: BoxNumber, keeping removal: RemovalID, sendingHeldBoxes rehoming: Rehoming?,
        _ retire: @Sendable (inout Box, BoxContents, HeldBoxes?) throws -> [Box]
    ) async throws -> [DomainEvent] {
        try await pool.writing(in: scope) { [scope] db in
            var box = try BoxTable.require(number, in: scope, db)
            let held = try rehoming.flatMap { try ContainmentTable.held(by: box, goingTo: $0, in: scope, db) }
            let moved = try retire(&box, ItemTable.contents(of: box, db), held)
            try RemovalTable.keep(box, as: removal, in: scope, db)
            if let held, !moved.isEmpty {
                try RemovalTable.keepSentAway(heldBy: box, into: held.placement.destination?.id, as: removal, db)
            }
            for (movedBox, stored) in zip(moved, held?.boxes ?? []) {
                try BoxTable.update(movedBox, from: stored, in: scope, db)
            }
            try BoxTable.delete(box, db)
            let events = moved.flatMap(\.pendingEvents) + box.pendingEvents
            try EventTable.append(events, in: scope, db)
            return events
        }
    }

    func restore(
        _ removal: RemovalID, _ plan: @Sendable (Removal, [BoxID: Box], Repacking) throws -> Restoration
    ) async throws -> [DomainEvent] {
        try await pool.writing(in: scope) { [scope] db in
            let kept = try RemovalTable.require(removal, in: scope, db)
            let restoration = try plan(
                kept, RemovalTable.homes(of: kept, in: scope, db), RemovalTable.repacking(of: kept, db))
            try RemovalTable.putBack(kept, in: scope, db)
            for box in restoration.repacked {
                try BoxTable.update(box, from: box, in: scope, db)
            }
            try EventTable.append(restoration.events, in: scope, db)
            return restoration.events
        }
    }

    func empty(
        _ source: BoxNumber, into destination: BoxNumber,
        _ plan: @Sendable (Box, BoxContents, Box) throws -> [DomainEvent]
    ) async throws -> [DomainEvent] {
        try await pool.writing(in: scope) { [scope] db in
            let emptied = try BoxTable.require(source, in: scope, db)
            let filled = try BoxTable.require(destination, in: scope, db)
            let events = try plan(emptied, ItemTable.contents(of: emptied, db), filled)
            try ItemTable.moveAll(from: emptied, to: filled, db)
            try EventTable.append(events, in: scope, db)
            return events
        }
    }

    func move(
        _ number: BoxNumber, into destination: BoxNumber?, _ move: @Sendable (inout Box, Placement) throws -> Void
    ) async throws -> Box {
        try await pool.writing(in: scope) { [scope] db in
            let stored = try BoxTable.require(number, in: scope, db)
            let placement = try ContainmentTable.placement(of: stored, into: destination, in: scope, db)
            var box = stored
            try move(&box, placement)
            guard box.hasChanges else { return box }
            try BoxTable.update(box, from: stored, in: scope, db)
            try EventTable.append(box.pendingEvents, in: scope, db)
            return box
        }
    }
}
