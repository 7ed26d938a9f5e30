import Foundation
import PostgresNIO
import ToteApplication
import ToteDomain
import ToteSQL

/// An import's reads and writes, each a statement in the import's transaction, called from its own thread. New items
/// wait in ``PendingItems`` and are stored many to a statement: when enough wait, before anything that reads or
/// changes stored items, and at the end (``storePending()``). What ``ImportKeys`` knows is not asked of the database.
struct PostgresImportSession: ImportSession {
    let bridge: BlockingBridge
    let inventory: InventoryID
    private let pending = PendingItems()
    private let keys: ImportKeys

    init(bridge: BlockingBridge, inventory: InventoryID, keys: ImportKeys) {
        self.bridge = bridge
        self.inventory = inventory
        self.keys = keys
    }

    var identities: any IdentityService { ImportIdentities(bridge: bridge, inventory: inventory) }

    func box(keyed key: String) throws -> Box? {
        guard keys.mayHoldBox(keyed: key) else { return nil }
        return try bridge.run { [inventory] sql in
            try await sql.fetchOne(BoxRecord.select(importKey: key, in: inventory)).map(BoxRecord.box(from:))
        }
    }

    func box(titled title: Title, at location: Location?) throws -> Box? {
        guard keys.mayHoldBox(titled: title, at: location) else { return nil }
        return try bridge.run { [inventory] sql in
            try await sql.fetchOne(BoxRecord.select(titled: title, at: location, in: inventory, .postgres))
                .map(BoxRecord.box(from:))
        }
    }

    func insert(_ box: Box, keyed key: String) throws {
        try bridge.run { [inventory] sql in try await BoxRows.insert(box, in: inventory, importKey: key, sql) }
        keys.stored(box, keyed: key)
    }

    func item(keyed key: String) throws -> Item? {
        if let item = pending.item(keyed: key) ?? keys.heldItem(keyed: key) { return item }
        guard keys.mayHoldItem(keyed: key) else { return nil }
        return try bridge.run { [inventory] sql in
            try await sql.fetchOne(ItemRecord.select(importKey: key, in: inventory)).map(ItemRecord.item(from:))
        }
    }

    func item(identified id: ItemID) throws -> Item? {
        if let item = pending.item(identified: id) { return item }
        return try bridge.run { [inventory] sql in
            try await sql.fetchOne(ItemRecord.select(identified: id, in: inventory)).map(ItemRecord.item(from:))
        }
    }

    func insert(_ item: Item, keyed key: String) throws {
        if pending.add(item, keyed: key) { try storePending() }
    }

    /// Stores the items waiting, many to a statement.
    func storePending() throws {
        let items = pending.take()
        guard !items.isEmpty else { return }
        try bridge.run { [inventory] sql in
            try await sql.run(ItemRecord.insert(items.map { ($0.item, 1, $0.importKey) }, in: inventory, .postgres))
        }
        for item in items { keys.stored(itemKeyed: item.importKey) }
    }

    func update(_ item: Item, from stored: Item, keyed key: String) throws {
        try storePending()
        try bridge.run { sql in try await ItemRows.update(item, importKey: key, sql) }
        keys.stored(itemKeyed: key)
    }

    func append(_ events: [DomainEvent]) throws {
        try bridge.run { [inventory] sql in try await EventRows.append(events, in: inventory, sql) }
    }

    func isEmpty() throws -> Bool {
        try bridge.run { [inventory] sql in
            try await sql.value(
                """
                SELECT NOT EXISTS (SELECT 1 FROM box WHERE inventory_id = \(inventory.uuid))
                    AND NOT EXISTS (SELECT 1 FROM event WHERE inventory_id = \(inventory.uuid))
                """, as: Bool.self) ?? false
        }
    }

    func clear() throws {
        try storePending()
        try bridge.run { [inventory] sql in
            try await sql.run(EventRows.turn(in: inventory))
            for table in ["photo", "removal", "box", "event"] {
                try await sql.execute("DELETE FROM \(unescaped: table) WHERE inventory_id = \(inventory.uuid)")
            }
            try await sql.execute(
                "UPDATE inventory SET next_box_number = 1, next_item_number = 1 WHERE id = \(inventory.uuid)")
        }
        keys.cleared()
    }

    func put(_ box: KeptBox) throws {
        try bridge.run { [inventory] sql in
            try await BoxRows.insert(box.box, in: inventory, version: box.box.version, importKey: box.importKey, sql)
        }
        keys.stored(box.box, keyed: box.importKey)
    }

    func put(_ item: KeptItem) throws {
        try bridge.run { [inventory] sql in
            try await ItemRows.insert(
                item.item, in: inventory, version: item.item.version, importKey: item.importKey, sql)
        }
        keys.stored(itemKeyed: item.importKey)
    }

    func put(_ photo: KeptPhoto) throws {
        try storePending()
        try bridge.run { [inventory] sql in
            guard let identity = try await PhotoRows.identity(of: photo.photo.subject, in: inventory, sql) else {
                throw photo.photo.subject.missing
            }
            let draft = PhotoDraft(
                original: photo.original, thumbnail: photo.thumbnail, width: photo.photo.width,
                height: photo.photo.height)
            try await PhotoRows.insert(photo.photo, draft, showing: identity, in: inventory, sql)
        }
    }

    func setCounters(nextBoxNumber: Int, nextItemNumber: Int) throws {
        try bridge.run { [inventory] sql in
            try await sql.execute(
                """
                UPDATE inventory SET next_box_number = \(nextBoxNumber), next_item_number = \(nextItemNumber)
                WHERE id = \(inventory.uuid)
                """)
        }
    }

    func sight(_ key: String, line: Int) throws -> (count: Int, firstLine: Int) {
        keys.sight(key, line: line)
    }
}

/// Numbers for an import, each reserved by a statement in its transaction.
private struct ImportIdentities: IdentityService {
    let bridge: BlockingBridge
    let inventory: InventoryID

    func nextBoxID() -> BoxID { BoxID.random() }

    func nextItemID() -> ItemID { ItemID.random() }

    func nextBoxNumber() throws -> BoxNumber {
        try BoxNumber(bridge.run { [inventory] sql in try await InventoryRows.reserve(.boxNumber, in: inventory, sql) })
    }

    func nextItemNumber() throws -> ItemNumber {
        try ItemNumber(
            bridge.run { [inventory] sql in try await InventoryRows.reserve(.itemNumber, in: inventory, sql) })
    }
}
