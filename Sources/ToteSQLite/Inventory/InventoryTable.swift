import GRDB
import ToteDomain

/// The `inventory` rows: one per inventory, holding the counters its box and item numbers come from.
enum InventoryTable {
    /// The scope of `inventory`, creating its row on first use.
    static func scope(of inventory: InventoryID, in pool: DatabasePool) async throws -> InventoryScope {
        if let key = try await pool.read({ db in try key(of: inventory, db) }) {
            return InventoryScope(id: inventory, key: key)
        }
        return try await pool.writing { db in
            try create(inventory, db)
            guard let key = try key(of: inventory, db) else { throw UnknownInventory(inventory: inventory) }
            return InventoryScope(id: inventory, key: key)
        }
    }

    /// Creates the row of `inventory` under a default name, unless it exists: an inventory comes into being
    /// when it is first used.
    static func create(_ inventory: InventoryID, _ db: Database) throws {
        try db.cachedStatement(
            sql: "INSERT INTO inventory (id, key, name) VALUES (?, \(nextKey), ?) ON CONFLICT (id) DO NOTHING"
        ).execute(
            arguments: [inventory.description, inventory == Inventory.localID ? "Local" : "Inventory"])
    }

    /// Creates the row of `inventory` with its name, or renames the stored one.
    static func save(_ inventory: Inventory, _ db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO inventory (id, key, name) VALUES (?, \(nextKey), ?)
                ON CONFLICT (id) DO UPDATE SET name = excluded.name
                """
        ).execute(
            arguments: [inventory.id.description, inventory.name.text])
    }

    static func inventory(_ id: InventoryID, _ db: Database) throws -> Inventory? {
        guard
            let name = try String.fetchOne(
                db.cachedStatement(sql: "SELECT name FROM inventory WHERE id = ?"), arguments: [id.description])
        else { return nil }
        return Inventory(id: id, name: try InventoryName(stored: name))
    }

    /// Reserves the next value of a counter; the stored counter moves past it, so it is never handed out again.
    static func reserveNext(_ counter: Counter, in scope: InventoryScope, _ db: Database) throws -> Int {
        let column = counter.rawValue
        let reserved = try Int.fetchOne(
            db.cachedStatement(
                sql: "UPDATE inventory SET \(column) = \(column) + 1 WHERE id = ? RETURNING \(column) - 1"),
            arguments: [scope.id.description])
        guard let reserved else { throw UnknownInventory(inventory: scope.id) }
        return reserved
    }

    /// How many entries the inventory's history holds (an import is one), kept by a trigger so it costs no scan.
    static func entryCount(in scope: InventoryScope, _ db: Database) throws -> Int {
        let count = try Int.fetchOne(
            db.cachedStatement(sql: "SELECT entry_count FROM inventory WHERE id = ?"), arguments: [scope.id.description]
        )
        guard let count else { throw UnknownInventory(inventory: scope.id) }
        return count
    }

    /// The key of a new row: one above the highest, unique because writers hold the write lock.
    private static let nextKey = "(SELECT coalesce(max(key), 0) + 1 FROM inventory)"

    private static func key(of inventory: InventoryID, _ db: Database) throws -> Int64? {
        try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT key FROM inventory WHERE id = ?"), arguments: [inventory.description])
    }

    enum Counter: String {
        case boxNumber = "next_box_number"
        case itemNumber = "next_item_number"
    }
}
