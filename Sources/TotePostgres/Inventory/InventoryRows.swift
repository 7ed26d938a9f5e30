import PostgresNIO
import ToteDomain
import ToteSQL

/// The `inventory` table: names and the counters box and item numbers are reserved from.
enum InventoryRows {
    /// Makes sure the inventory has its row, in a transaction.
    static func create(_ inventory: InventoryID, _ sql: SQL) async throws {
        try await sql.execute(creating(inventory))
    }

    /// Makes sure the inventory has its row: one statement, committed on its own.
    static func create(_ inventory: InventoryID, _ database: PostgresDatabase) async throws {
        _ = try await database.rows(creating(inventory))
    }

    private static func creating(_ inventory: InventoryID) -> PostgresQuery {
        let name = inventory == Inventory.localID ? "Local" : "Inventory"
        return "INSERT INTO inventory (id, name) VALUES (\(inventory.uuid), \(name)) ON CONFLICT (id) DO NOTHING"
    }

    static func save(_ inventory: Inventory, _ sql: SQL) async throws {
        try await sql.execute(
            """
            INSERT INTO inventory (id, name) VALUES (\(inventory.id.uuid), \(inventory.name.text))
            ON CONFLICT (id) DO UPDATE SET name = excluded.name
            """)
    }

    static func inventory(_ id: InventoryID, _ sql: SQL) async throws -> Inventory? {
        guard let name = try await sql.value("SELECT name FROM inventory WHERE id = \(id.uuid)", as: String.self)
        else { return nil }
        return Inventory(id: id, name: try InventoryName(stored: name))
    }

    /// Reserves `count` numbers from a counter and returns the first. The row stays locked until the transaction
    /// ends, so two servers creating at the same moment take turns and never get the same number.
    static func reserve(_ counter: Counter, count: Int = 1, in inventory: InventoryID, _ sql: SQL) async throws -> Int {
        let column = counter.rawValue
        let reserved = try await sql.fetchOne(
            """
            UPDATE inventory SET \(unescaped: column) = \(unescaped: column) + \(count)
            WHERE id = \(inventory) RETURNING \(unescaped: column) - \(count)
            """, prepared: counter.prepared)
        guard let reserved else { throw UnknownInventory(inventory: inventory) }
        return try reserved[0].decode(Int.self)
    }

    /// The box numbered `number`, held for sharing, and `count` item numbers reserved for its new items, the first
    /// returned: one statement, taking the box before the counter as a change of it does. Nil, with nothing reserved,
    /// when the inventory has no such box.
    static func reserveItems(_ count: Int, into number: BoxNumber, in inventory: InventoryID, _ sql: SQL)
        async throws -> (box: Box, first: Int)?
    {
        let row = try await sql.fetchOne(
            """
            WITH held AS (\(BoxRecord.select(numbered: number, in: inventory, holding: .forSharing, .postgres))),
            reserved AS (
                UPDATE inventory SET next_item_number = next_item_number + \(count)
                WHERE id = \(inventory) AND EXISTS (SELECT FROM held)
                RETURNING next_item_number - \(count) AS first_number
            )
            SELECT held.*, reserved.first_number FROM held LEFT JOIN reserved ON true
            """, prepared: Prepared.ItemsReserved.self)
        guard let row else { return nil }
        guard let first = try row["first_number"].decode(Int?.self) else {
            throw UnknownInventory(inventory: inventory)
        }
        return (try BoxRecord.box(from: row), first)
    }

    enum Counter: String {
        case boxNumber = "next_box_number"
        case itemNumber = "next_item_number"

        var prepared: any PreparedShape.Type {
            switch self {
            case .boxNumber: Prepared.BoxNumbers.self
            case .itemNumber: Prepared.ItemNumbers.self
            }
        }
    }
}

/// An inventory that should have been created with its first port is not in the database.
struct UnknownInventory: Error, CustomStringConvertible {
    let inventory: InventoryID

    var description: String { "the inventory \(inventory) is not in the database" }
}
