import ToteApplication
import ToteDomain

/// ``ImportRepository`` on PostgreSQL: a whole import is one transaction, which first locks the inventory's boxes
/// and items and its counters, so that other changes to it wait until the import is done, as on SQLite.
struct PostgresImportRepository: ImportRepository {
    let database: PostgresDatabase
    let inventory: InventoryID

    func importing<Result: Sendable>(commit: Bool, _ body: @Sendable (any ImportSession) throws -> Result)
        async throws -> Result
    {
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
    /// What the import can know without asking: whether the inventory holds boxes, or keyed items, to be found. No
    /// other transaction adds either while the import runs: it holds the inventory's row for update, which a new
    /// box's or item's foreign key must share.
    private static func keys(of inventory: InventoryID, _ sql: SQL) async throws -> ImportKeys {
        let row = try await sql.row(
            """
            SELECT EXISTS (SELECT 1 FROM box WHERE inventory_id = \(inventory.uuid)) AS boxes,
                EXISTS (SELECT 1 FROM item WHERE inventory_id = \(inventory.uuid) AND import_key IS NOT NULL) AS items
            """)
        return ImportKeys(
            storedBoxes: try row?.decode("boxes", as: Bool.self) ?? true,
            storedKeyedItems: try row?.decode("items", as: Bool.self) ?? true)
    }
}

/// Ends a dry run's transaction without keeping anything, carrying what the import found.
private struct DryRun<Result: Sendable>: Error {
    let result: Result
}
