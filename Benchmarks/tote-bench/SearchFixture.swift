import Foundation
import GRDB
import ToteApplication
import ToteDomain
import ToteSQLite
import ToteSecurity

/// A store of household things named the way people name them: a few words from lists, one noun in every
/// twentieth item ("kettle"), a word in one item of 100,000 ("zanzibar"), Japanese and Chinese titles in one
/// of fifty, notes on one in five. Boxes are added through the use cases, items in one bulk transaction, and the
/// search index built after them, timed.
struct SearchFixture {
    /// What each query stands for, and its text.
    static let queries: [(name: String, text: String)] = [
        ("rare word", "zanzibar"),
        ("part of a rare word", "nzib"),
        ("word in 5% of items", "kettle"),
        ("three words", "blue kettle lid"),
        ("two words in 0.5% of items", "blue lid"),
        ("part of a word", "screwd"),
        ("CJK", "タワー"),
    ]
    static let boxCount = 200
    static let perPage = 50

    let queries: any InventoryQueries
    let pool: DatabasePool
    let indexSeconds: Double
    let fileBytes: Int
    let indexBytes: Int

    static func seed(at path: String, items: Int) async throws -> SearchFixture {
        let store = try await SQLiteStore.open(at: path)
        let useCases = InventoryUseCases(
            inventory: Inventory.localID, ports: try await store.ports(for: Inventory.localID), clock: WallClock(),
            publisher: nil, role: .owner, author: .commandLine,
            secrets: RandomSecretGenerator())
        for index in 1...boxCount {
            _ = try await useCases.commands.provisionBox(
                ProvisionBoxRequest(title: "Box \(index)", location: "Shelf \(index % 40)"))
        }
        let pool = try DatabasePool(path: path)
        try await insertItems(items, into: pool)
        let clock = ContinuousClock()
        let start = clock.now
        try await store.rebuildSearchIndex()
        let built = clock.now - start
        let (file, index) = try await pool.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            let file = try Int.fetchOne(
                db, sql: "SELECT page_count * page_size FROM pragma_page_count, pragma_page_size")
            let index = try Int.fetchOne(
                db, sql: "SELECT sum(pgsize) FROM dbstat WHERE name LIKE 'item_text%' OR name LIKE 'box_text%'")
            return (file ?? 0, index ?? 0)
        }
        return SearchFixture(
            queries: useCases.queries, pool: pool,
            indexSeconds: Double(built.components.seconds) + Double(built.components.attoseconds) / 1e18,
            fileBytes: file, indexBytes: index)
    }

    private static let adjectives = [
        "blue", "red", "old", "small", "large", "spare", "broken", "new", "green", "white", "black", "wooden",
        "metal", "glass", "plastic", "winter", "summer", "kids", "travel", "garden",
    ]
    private static let nouns = [
        "mug", "plate", "bowl", "lamp", "cable", "charger", "book", "blanket", "towel", "hammer", "screwdriver",
        "drill", "candle", "vase", "scarf", "glove", "boot", "jacket", "pillow", "frame", "mirror", "clock", "radio",
        "speaker", "camera", "tripod", "tent", "rope", "bucket", "brush", "sponge", "kettle",
    ]
    private static let parts = ["lid", "set", "cover", "case", "box", "bag", "pair", "spare", "stand", "kit"]
    private static let ideographic = ["東京タワー模型", "漢字辞典", "茶杯", "电脑包", "書籍と雑誌", "김치냉장고", "お茶碗", "ケーブル"]
    private static let notes = [
        "bought in 2019", "needs a new battery", "from grandma", "check before the move", "fragile, wrap twice",
        "the good one", "missing a screw", "for the guest room",
    ]

    /// Title and note of item `index`: its noun is "kettle" in one item of twenty, and a few carry a rare word.
    static func fields(of index: Int) -> (title: String, note: String?) {
        var random = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
        func pick<T>(_ list: [T]) -> T {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return list[Int((random >> 33) % UInt64(list.count))]
        }
        let title: String
        if index % 50 == 3 {
            title = pick(ideographic) + " \(index)"
        } else {
            let noun = index % 20 == 0 ? "kettle" : pick(nouns.dropLast().map { $0 })
            title = "\(pick(adjectives)) \(noun) \(pick(parts)) \(index % 100_000 == 7 ? "zanzibar " : "")\(index)"
        }
        return (title, index % 5 == 0 ? pick(notes) : nil)
    }

    private static func insertItems(_ count: Int, into pool: DatabasePool) async throws {
        try await pool.write { db in
            let inventory = Inventory.localID.description
            let boxes = try String.fetchAll(
                db, sql: "SELECT id FROM box WHERE inventory_id = ? ORDER BY number", arguments: [inventory])
            let key = try Int64.fetchOne(db, sql: "SELECT key FROM inventory WHERE id = ?", arguments: [inventory]) ?? 1
            let insert = try db.makeStatement(
                sql: """
                    INSERT INTO item (rowid, id, inventory_id, box_id, number, title, quantity, note, version)
                    VALUES (?, ?, ?, ?, ?, ?, 1, ?, 1)
                    """)
            for index in 1...count {
                let (title, note) = fields(of: index)
                try insert.execute(arguments: [
                    key * 1_000_000_000 + Int64(index), UUID().uuidString.lowercased(), inventory,
                    boxes[index % boxes.count], index, title, note,
                ])
            }
            try db.execute(
                sql: "UPDATE inventory SET next_item_number = ? WHERE id = ?", arguments: [count + 1, inventory])
        }
    }
}
