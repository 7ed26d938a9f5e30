import Foundation
import GRDB
import ToteApplication
import ToteDomain
import ToteSQL

/// Answers the queries of one inventory with indexed SQL: a page costs the same in a box of ten or a million items.
struct GRDBInventoryReadModel: InventoryReadModel {
    let pool: DatabasePool
    let scope: InventoryScope

    func boxes(_ listing: BoxListing) async throws -> Page<BoxSummary> {
        let page = listing.page
        let order =
            switch listing.order {
            case .number: "number"
            case .title: "title COLLATE NOCASE, number"
            case .location: "location IS NULL, location COLLATE NOCASE, number"
            case .fullest: "item_count DESC, number"
            }
        let (filter, arguments) = Self.filter(listing, in: scope)
        return try await pool.read { db in
            let rows = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT \(BoxRecord.columns),
                            (SELECT count(*) FROM item WHERE item.box_id = box.id) AS item_count
                        FROM box WHERE \(filter) ORDER BY \(order) LIMIT ? OFFSET ?
                        """),
                arguments: arguments + [page.size, page.offset])
            let total = try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM box WHERE \(filter)"), arguments: arguments)
            return try Page(
                entries: rows.map { try BoxRecord.summary(from: $0, itemCount: $0.decode(forColumn: "item_count")) },
                request: page, totalCount: total ?? 0)
        }
    }

    /// The WHERE of a listing, with only the conditions it sets. Boxes are few beside items: the text is looked for
    /// in every title and location of the inventory.
    private static func filter(_ listing: BoxListing, in scope: InventoryScope) -> (String, StatementArguments) {
        var conditions = ["inventory_id = ?"]
        var arguments: StatementArguments = [scope.id.description]
        if let text = listing.text {
            conditions.append("(instr(lower(title), lower(?)) OR instr(lower(location), lower(?)))")
            arguments += [text, text]
        }
        if let room = listing.room {
            conditions.append("room = ? COLLATE NOCASE")
            arguments += [room.text]
        }
        if let status = listing.status {
            conditions.append("status = ?")
            arguments += [status.rawValue]
        }
        if let mark = listing.mark { conditions.append(mark == .fragile ? "fragile" : "open_first") }
        if let numbers = listing.numbers {
            conditions.append("number IN (SELECT value FROM json_each(?))")
            arguments += ["[" + numbers.map { String($0.value) }.joined(separator: ",") + "]"]
        }
        return (conditions.joined(separator: " AND "), arguments)
    }

    func box(numbered number: BoxNumber, _ page: PageRequest) async throws -> BoxDetail? {
        try await pool.read { [scope] db in
            guard let row = try BoxTable.row(numbered: number, in: scope, db) else { return nil }
            let items = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT \(ItemRecord.summaryColumns) FROM item JOIN box ON box.id = item.box_id
                        WHERE item.box_id = ? ORDER BY item.number LIMIT ? OFFSET ?
                        """),
                arguments: [row["id"], page.size, page.offset]
            ).map(ItemRecord.summary(from:))
            let count =
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT count(*) FROM item WHERE box_id = ?"), arguments: [row["id"]]) ?? 0
            let box = try BoxRecord.summary(from: row, itemCount: count)
            return BoxDetail(
                box: box, items: Page(entries: items, request: page, totalCount: count),
                // A box on its own, as most are, has no path to read.
                containers: box.container == nil
                    ? [] : try db.fetch(ContainmentRecord.containers(of: box.id)).map(ContainmentRecord.step(from:)),
                boxes: try db.fetch(ContainmentRecord.summaries(heldBy: box.id)).map(BoxRecord.summary(from:)))
        }
    }

    func paths(to numbers: [BoxNumber]) async throws -> [BoxNumber: [PathStep]] {
        try await pool.read { [scope] db in
            try ContainmentRecord.paths(from: db.fetch(ContainmentRecord.containers(ofNumbered: numbers, in: scope.id)))
        }
    }

    func item(numbered number: ItemNumber) async throws -> ItemSummary? {
        try await pool.read { [scope] db in
            try db.fetchOne(ItemRecord.summary(numbered: number, in: scope.id)).map(ItemRecord.summary(from:))
        }
    }

    func search(_ plan: SearchPlan, _ page: PageRequest) async throws -> SearchResults {
        try await plan.results(from: GRDBSearchSource(pool: pool, scope: scope), page)
    }

    func wordsResembling(_ word: String) async throws -> [String: Int] {
        try await pool.read { [scope] db in try ResemblingWords.of(word, in: scope, db) }
    }

    func boxCounts() async throws -> BoxCounts {
        try await pool.read { [scope] db in
            var statuses: [PackingStatus: Int] = [:]
            var marks: [BoxMark: Int] = [:]
            let rows = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT status, count(*) AS boxes, sum(fragile) AS fragile, sum(open_first) AS open_first
                        FROM box WHERE inventory_id = ? GROUP BY status
                        """),
                arguments: [scope.id.description])
            for row in rows {
                let status = try PackingStatus(parsing: row["status"])
                statuses[status] = row["boxes"]
                marks[.fragile, default: 0] += row["fragile"] as Int
                marks[.openFirst, default: 0] += row["open_first"] as Int
            }
            let rooms = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT min(room) AS room, count(*) AS expected,
                            sum(status IN ('arrived', 'unpacked')) AS arrived
                        FROM box WHERE inventory_id = ? AND room IS NOT NULL
                        GROUP BY room COLLATE NOCASE ORDER BY min(room) COLLATE NOCASE
                        """),
                arguments: [scope.id.description]
            ).map { row in
                try RoomArrivals(
                    room: Room(row.decode(String.self, forColumn: "room")), expected: row["expected"],
                    arrived: row["arrived"])
            }
            return BoxCounts(statuses: statuses, marks: marks, rooms: rooms)
        }
    }

    func everyBox(
        batch: Int, counted: @escaping @Sendable (Int) -> Void,
        _ body: @escaping @Sendable ([BoxSummary]) throws -> Void
    ) async throws {
        try await every(
            "box",
            """
            SELECT \(BoxRecord.columns), (SELECT count(*) FROM item WHERE item.box_id = box.id) AS item_count
            FROM box WHERE inventory_id = ? ORDER BY number
            """,
            batch, counted, { try BoxRecord.summary(from: $0, itemCount: $0.decode(forColumn: "item_count")) }, body)
    }

    func everyItem(
        batch: Int, counted: @escaping @Sendable (Int) -> Void,
        _ body: @escaping @Sendable ([ItemSummary]) throws -> Void
    ) async throws {
        try await every(
            "item",
            """
            SELECT \(ItemRecord.summaryColumns) FROM item JOIN box ON box.id = item.box_id
            WHERE item.inventory_id = ? ORDER BY item.number
            """,
            batch, counted, ItemRecord.summary(from:), body)
    }

    /// Counts the inventory's rows of `table`, then reads `sql` (its one argument the inventory) with a cursor in the
    /// same read, handing on `size` decoded rows at a time and holding no more than that many.
    private func every<Element>(
        _ table: String, _ sql: String, _ size: Int, _ counted: @escaping @Sendable (Int) -> Void,
        _ decode: @escaping @Sendable (Row) throws -> Element, _ body: @escaping @Sendable ([Element]) throws -> Void
    ) async throws {
        try await pool.read { [scope] db in
            let arguments: StatementArguments = [scope.id.description]
            counted(
                try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) WHERE inventory_id = ?", arguments: arguments)
                    ?? 0)
            try Self.batches(sql, arguments, size, db, decode: decode, emit: body)
        }
    }

    func history(of box: BoxNumber?, _ page: PageRequest) async throws -> Page<HistoryEntry> {
        try await pool.read { [scope] db in
            var filter = "inventory_id = ?"
            var arguments: StatementArguments = [scope.id.description]
            if let box {
                filter += " AND (box_number = ? OR source_box_number = ?)"
                arguments += [box.value, box.value]
            } else {
                filter += " AND is_entry"
            }
            let rows = try Row.fetchAll(
                db.cachedStatement(
                    sql: "SELECT sequence, payload FROM event WHERE \(filter) ORDER BY sequence DESC LIMIT ? OFFSET ?"),
                arguments: arguments + [page.size, page.offset])
            let total =
                if box == nil {
                    try InventoryTable.entryCount(in: scope, db)
                } else {
                    try Int.fetchOne(
                        db.cachedStatement(sql: "SELECT count(*) FROM event WHERE \(filter)"), arguments: arguments)
                        ?? 0
                }
            return try Page(entries: rows.map(EventRecord.entry(from:)), request: page, totalCount: total)
        }
    }

    func history(inBatch batch: UUID, _ page: PageRequest) async throws -> Page<HistoryEntry> {
        try await pool.read { [scope] db in
            let rows = try db.fetch(EventRecord.select(inBatch: batch, of: scope.id, page, .sqlite))
            let total =
                try db.fetchOne(EventRecord.count(inBatch: batch, of: scope.id, .sqlite))?.integer(named: "count") ?? 0
            return try Page(entries: rows.map(EventRecord.entry(from:)), request: page, totalCount: total)
        }
    }
}
