import ToteApplication
import ToteDomain
import ToteSQL

/// ``ImportRepository`` on PostgreSQL: a whole import is one transaction, which first locks the inventory's boxes
/// and items and its counters, so that other changes to it wait until the import is done, as on SQLite.
struct PostgresImportRepository: ImportRepository {
    let database: PostgresDatabase
    let inventory: InventoryID

    func importing<Result: Sendable>(
        commit: Bool, clearing: Bool, _ body: @Sendable (any ImportSession) throws -> Result
    ) async throws -> Result {
        do {
            return try await database.write { [inventory] sql in
                // In the order a change of an item takes them, its box before the counters, so that an import
                // starting while items are added waits for them instead of deadlocking with them.
                try await sql.execute("SELECT 1 FROM box WHERE inventory_id = \(inventory.uuid) FOR UPDATE")
                try await sql.execute("SELECT 1 FROM item WHERE inventory_id = \(inventory.uuid) FOR UPDATE")
                try await sql.execute("SELECT 1 FROM inventory WHERE id = \(inventory.uuid) FOR UPDATE")
                let session = PostgresImportSession(
                    bridge: BlockingBridge(sql: sql), inventory: inventory,
                    keys: try await Self.keys(of: inventory, sql))
                let result = try await withoutActuallyEscaping(body) { body in
                    try await BlockingBridge.onOwnThread {
                        let result = try body(session)
                        try session.storePending()
                        return result
                    }
                }
                guard commit else { throw DryRun(result: result) }
                return result
            }
        } catch let dryRun as DryRun<Result> {
            return dryRun.result
        }
    }
}

extension PostgresImportRepository {
    /// How many keyed items an import reads at its start at most, to find them without a statement each: 100,000
    /// took some 85 MB.
    static let keyedItemsRead = 50_000

    /// What the import can know without asking: whether the inventory holds boxes to be found, and its keyed items
    /// where they are few enough to read. No other transaction adds a box or an item, nor changes one, while the
    /// import runs: it holds the inventory's items, and its row for update, which a new box's or item's foreign key
    /// must share.
    private static func keys(of inventory: InventoryID, _ sql: SQL) async throws -> ImportKeys {
        let row = try await sql.row(
            """
            SELECT EXISTS (SELECT 1 FROM box WHERE inventory_id = \(inventory.uuid)) AS boxes,
                (SELECT count(*) FROM item WHERE inventory_id = \(inventory.uuid) AND import_key IS NOT NULL) AS items
            """)
        let storedBoxes = try row?.decode("boxes", as: Bool.self) ?? true
        let keyedItems = try row?.decode("items", as: Int.self) ?? Int.max
        guard keyedItems <= keyedItemsRead else { return ImportKeys(storedBoxes: storedBoxes, keyedItems: nil) }
        var held: [String: Item] = [:]
        for row in try await sql.fetch(ItemRecord.keyed(in: inventory)) {
            held[try row.decode("import_key", as: String.self)] = try ItemRecord.item(from: row)
        }
        return ImportKeys(storedBoxes: storedBoxes, keyedItems: held)
    }
}

/// Ends a dry run's transaction without keeping anything, carrying what the import found.
private struct DryRun<Result: Sendable>: Error {
    let result: Result
}
