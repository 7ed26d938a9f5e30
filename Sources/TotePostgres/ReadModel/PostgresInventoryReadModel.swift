import Foundation
import PostgresNIO
import ToteApplication
import ToteDomain
import ToteSQL

/// ``InventoryReadModel`` on PostgreSQL: each read one statement, or one repeatable-read transaction where it
/// reads several times.
struct PostgresInventoryReadModel: InventoryReadModel {
    let database: PostgresDatabase
    let inventory: InventoryID

    func boxes(_ listing: BoxListing) async throws -> Page<BoxSummary> {
        let page = listing.page
        let order =
            switch listing.order {
            case .number: "number"
            case .title: "lower(title), number"
            case .location: "location IS NULL, lower(location), number"
            case .fullest: "item_count DESC, number"
            }
        var query = QueryBuilder()
        let filter = Self.filter(listing, in: inventory, &query)
        let limit = "LIMIT \(query.bind(page.size)) OFFSET \(query.bind(page.offset))"
        // The total is counted over every box the filter keeps; their items only for the page's boxes, unless the
        // order needs them all.
        query.append(
            listing.order == .fullest
                ? """
                SELECT \(BoxRecord.summaryColumns), count(*) OVER () AS total FROM box WHERE \(filter)
                ORDER BY \(order) \(limit)
                """
                : """
                SELECT \(BoxRecord.summaryColumns), total FROM (
                    SELECT \(BoxRecord.qualifiedColumns), count(*) OVER () AS total FROM box WHERE \(filter)
                    ORDER BY \(order) \(limit)
                ) AS box ORDER BY \(order)
                """)
        let rows = try await database.rows(query.query)
        let total: Int
        if let first = rows.first {
            total = try first.decode("total")
        } else if page.offset == 0 {
            total = 0
        } else {
            var counting = QueryBuilder()
            let filter = Self.filter(listing, in: inventory, &counting)
            counting.append("SELECT count(*) FROM box WHERE \(filter)")
            total = try await database.rows(counting.query).first?[0].decode(Int.self) ?? 0
        }
        return try Page(entries: rows.map(BoxRecord.summary(from:)), request: page, totalCount: total)
    }

    private static func filter(_ listing: BoxListing, in inventory: InventoryID, _ query: inout QueryBuilder) -> String
    {
        var conditions = ["inventory_id = \(query.bind(inventory.uuid))"]
        if let text = listing.text {
            let placeholder = query.bind(text.lowercased())
            conditions.append(
                "(strpos(lower(title), \(placeholder)) > 0"
                    + " OR strpos(lower(coalesce(location, '')), \(placeholder)) > 0)"
            )
        }
        if let room = listing.room { conditions.append("lower(room) = lower(\(query.bind(room.text)))") }
        if let status = listing.status { conditions.append("status = \(query.bind(status.rawValue))") }
        if let mark = listing.mark { conditions.append(mark == .fragile ? "fragile" : "open_first") }
        if let numbers = listing.numbers { conditions.append("number = ANY(\(query.bind(numbers.map(\.value))))") }
        return conditions.joined(separator: " AND ")
    }

    func paths(to numbers: [BoxNumber]) async throws -> [BoxNumber: [PathStep]] {
        try ContainmentRecord.paths(
            from: try await database.fetch(ContainmentRecord.containers(ofNumbered: numbers, in: inventory)))
    }

    func box(numbered number: BoxNumber, _ page: PageRequest) async throws -> BoxDetail? {
        try BoxPageRecord.detail(
            from: try await database.fetch(
                BoxPageRecord.select(numbered: number, in: inventory, page), prepared: Prepared.BoxPage.self),
            page)
    }

    func item(numbered number: ItemNumber) async throws -> ItemSummary? {
        try await database.fetch(
            ItemRecord.summary(numbered: number, in: inventory), prepared: Prepared.ItemSummary.self
        )
        .first.map(ItemRecord.summary(from:))
    }

    func search(_ plan: SearchPlan, _ page: PageRequest) async throws -> SearchResults {
        try await database.read { [inventory] sql in
            try await plan.results(from: PostgresSearchSource(sql: sql, inventory: inventory), page)
        }
    }

    func wordsResembling(_ word: String) async throws -> [String: Int] {
        try await database.read { [inventory] sql in try await ResemblingWords.of(word, in: inventory, sql) }
    }

    func boxCounts() async throws -> BoxCounts {
        try await database.read { [inventory] sql in
            var statuses: [PackingStatus: Int] = [:]
            var marks: [BoxMark: Int] = [:]
            let rows = try await sql.rows(
                """
                SELECT status, count(*) AS boxes, count(*) FILTER (WHERE fragile) AS fragile,
                    count(*) FILTER (WHERE open_first) AS open_first
                FROM box WHERE inventory_id = \(inventory.uuid) GROUP BY status
                """)
            for row in rows {
                let status = try PackingStatus(parsing: row.decode("status"))
                statuses[status] = try row.decode("boxes")
                marks[.fragile, default: 0] += try row.decode("fragile", as: Int.self)
                marks[.openFirst, default: 0] += try row.decode("open_first", as: Int.self)
            }
            let rooms = try await sql.rows(
                """
                SELECT min(room) AS room, count(*) AS expected,
                    count(*) FILTER (WHERE status IN ('arrived', 'unpacked')) AS arrived
                FROM box WHERE inventory_id = \(inventory.uuid) AND room IS NOT NULL
                GROUP BY lower(room) ORDER BY lower(min(room))
                """
            ).map { row in
                try RoomArrivals(
                    room: Room(row.decode("room")), expected: row.decode("expected"), arrived: row.decode("arrived"))
            }
            return BoxCounts(statuses: statuses, marks: marks, rooms: rooms)
        }
    }

    func everyBox(
        batch: Int, counted: @escaping @Sendable (Int) -> Void,
        _ body: @escaping @Sendable ([BoxSummary]) throws -> Void
    ) async throws {
        try await database.read { [inventory] sql in
            counted(try await sql.value("SELECT count(*) FROM box WHERE inventory_id = \(inventory.uuid)") ?? 0)
            try await Batches.read(size: batch, sql) { after, size in
                """
                SELECT \(unescaped: BoxRecord.summaryColumns), box.number AS key FROM box
                WHERE inventory_id = \(inventory.uuid) AND number > \(after) ORDER BY number LIMIT \(size)
                """
            } decode: {
                try BoxRecord.summary(from: $0)
            } emit: {
                try body($0)
            }
        }
    }

    func everyItem(
        batch: Int, counted: @escaping @Sendable (Int) -> Void,
        _ body: @escaping @Sendable ([ItemSummary]) throws -> Void
    ) async throws {
        try await database.read { [inventory] sql in
            counted(try await sql.value("SELECT count(*) FROM item WHERE inventory_id = \(inventory.uuid)") ?? 0)
            try await Batches.read(size: batch, sql) { after, size in
                """
                SELECT \(unescaped: ItemRecord.summaryColumns), item.number AS key
                FROM item JOIN box ON box.id = item.box_id
                WHERE item.inventory_id = \(inventory.uuid) AND item.number > \(after)
                ORDER BY item.number LIMIT \(size)
                """
            } decode: {
                try ItemRecord.summary(from: $0)
            } emit: {
                try body($0)
            }
        }
    }

    func history(of box: BoxNumber?, _ page: PageRequest) async throws -> Page<HistoryEntry> {
        var query = QueryBuilder()
        let id = query.bind(inventory.uuid)
        var filter = "inventory_id = \(id)"
        let counted: String
        if let box {
            let number = query.bind(box.value)
            filter += " AND (box_number = \(number) OR source_box_number = \(number))"
            counted = "(SELECT count(*) FROM event WHERE \(filter))"
        } else {
            filter += " AND is_entry"
            counted = "coalesce((SELECT entries FROM inventory_entries WHERE inventory_id = \(id)), 0)"
        }
        // The page and the count in one statement, one snapshot: the count is a row of its own (a count beside
        // each row would carry every event's payload through a sort that spills to disk). The union's branches may
        // come in either order, so the entries are put in order here.
        query.append(
            """
            SELECT NULL::bigint AS sequence, NULL::text AS payload, \(counted) AS total
            UNION ALL
            (SELECT sequence, payload, NULL FROM event WHERE \(filter)
            ORDER BY sequence DESC LIMIT \(query.bind(page.size)) OFFSET \(query.bind(page.offset)))
            """)
        var total = 0
        var entries: [HistoryEntry] = []
        for row in try await database.rows(query.query) {
            if let count = try row.decode("total", as: Int?.self) {
                total = count
            } else {
                entries.append(try EventRecord.entry(from: row))
            }
        }
        entries.sort { $0.sequence > $1.sequence }
        return Page(entries: entries, request: page, totalCount: total)
    }

    func history(inBatch batch: UUID, _ page: PageRequest) async throws -> Page<HistoryEntry> {
        let (rows, total) = try await database.read { [inventory] sql in
            return (
                try await sql.fetch(EventRecord.select(inBatch: batch, of: inventory, page, .postgres)),
                try await sql.fetchOne(EventRecord.count(inBatch: batch, of: inventory, .postgres))?
                    .integer(named: "count") ?? 0
            )
        }
        return try Page(entries: rows.map(EventRecord.entry(from:)), request: page, totalCount: total)
    }
}
