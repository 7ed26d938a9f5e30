import GRDB
import ToteDomain

/// Loads and stores the boxes of one inventory; every write stores the boxes' pending events in its transaction.
struct GRDBBoxRepository: BoxRepository {
    let pool: DatabasePool
    let scope: InventoryScope

    func box(numbered number: BoxNumber) async throws -> Box? {
        try await pool.read { [scope] db in try BoxTable.box(numbered: number, in: scope, db) }
    }

    func box(holding item: ItemNumber) async throws -> Box? {
        try await pool.read { [scope] db in try BoxTable.box(holding: item, in: scope, db) }
    }

    func add(_ box: Box) async throws {
        try await pool.writeImmediately { [scope] db in
            try BoxTable.insert(box, in: scope, db)
            try ItemTable.store(box, in: scope, db)
            try EventTable.append(box.pendingEvents, in: scope, db)
        }
    }

    func save(_ boxes: [Box]) async throws {
        try await pool.writeImmediately { [scope] db in
            for box in boxes {
                try BoxTable.update(box, in: scope, db)
                try ItemTable.store(box, in: scope, db)
            }
            try EventTable.append(boxes.flatMap(\.pendingEvents), in: scope, db)
        }
    }

    func remove(_ box: Box) async throws {
        try await pool.writeImmediately { [scope] db in
            try BoxTable.delete(box, in: scope, db)
            try EventTable.append(box.pendingEvents, in: scope, db)
        }
    }
}
