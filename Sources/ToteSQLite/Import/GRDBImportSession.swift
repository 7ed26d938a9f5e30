import GRDB
import ToteApplication
import ToteDomain

/// The operations of one import, inside its transaction.
struct GRDBImportSession: ImportSession {
    let db: Database
    let scope: InventoryScope

    var identities: any IdentityService { GRDBIdentityService(db: db, scope: scope) }

    func box(keyed key: String) throws -> Box? {
        try Row.fetchOne(
            db.cachedStatement(
                sql: "SELECT \(BoxTable.columns) FROM box WHERE inventory_id = ? AND import_key = ?"),
            arguments: [scope.id.description, key]
        ).map(BoxTable.box(from:))
    }

    func insert(_ box: Box, keyed key: String) throws {
        try BoxTable.insert(box, in: scope, db)
        try db.cachedStatement(sql: "UPDATE box SET import_key = ? WHERE id = ?")
            .execute(arguments: [key, box.id.description])
    }

    func item(keyed key: String) throws -> Item? {
        try ItemTable.item(where: "item.inventory_id = ? AND item.import_key = ?", [scope.id.description, key], db)
    }

    func item(identified id: ItemID) throws -> Item? {
        try ItemTable.item(where: "item.inventory_id = ? AND item.id = ?", [scope.id.description, id.description], db)
    }

    func insert(_ item: Item, keyed key: String) throws {
        try ItemTable.insert(item, in: scope, importKey: key, db)
    }

    func update(_ item: Item, from stored: Item, keyed key: String) throws {
        try ItemTable.update(item, from: stored, in: scope, db)
        try db.cachedStatement(sql: "UPDATE item SET import_key = ? WHERE id = ?")
            .execute(arguments: [key, item.id.description])
    }

    func append(_ events: [DomainEvent]) throws {
        try EventTable.append(events, in: scope, db)
    }

    func sight(_ key: String, line: Int) throws -> (count: Int, firstLine: Int) {
        let row = try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    INSERT INTO temp.import_sighting (key, count, first_line) VALUES (?, 0, ?)
                    ON CONFLICT (key) DO UPDATE SET count = count + 1
                    RETURNING count, first_line
                    """),
            arguments: [key, line])
        guard let row else { return (0, line) }
        return (row["count"], row["first_line"])
    }
}
