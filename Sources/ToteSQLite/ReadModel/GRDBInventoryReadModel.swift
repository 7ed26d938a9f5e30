import GRDB
import ToteApplication
import ToteDomain

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
        // Boxes are few beside items: the text is looked for in every title and location of the inventory.
        let filter =
            "inventory_id = ? AND (? IS NULL OR instr(lower(title), lower(?)) OR instr(lower(location), lower(?)))"
        return try await pool.read { [scope] db in
            let text = listing.text
            let rows = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT \(BoxTable.columns),
                            (SELECT count(*) FROM item WHERE item.box_id = box.id) AS item_count
                        FROM box WHERE \(filter) ORDER BY \(order) LIMIT ? OFFSET ?
                        """),
                arguments: [scope.id.description, text, text, text, page.size, page.offset])
            let total = try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM box WHERE \(filter)"),
                arguments: [scope.id.description, text, text, text])
            return try Page(
                entries: rows.map { try SummaryRows.box(from: $0, itemCount: $0.decode(forColumn: "item_count")) },
                request: page, totalCount: total ?? 0)
        }
    }

    func box(numbered number: BoxNumber, _ page: PageRequest) async throws -> BoxDetail? {
        try await pool.read { [scope] db in
            guard let row = try BoxTable.row(numbered: number, in: scope, db) else { return nil }
            let items = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT \(SummaryRows.itemColumns) FROM item JOIN box ON box.id = item.box_id
                        WHERE item.box_id = ? ORDER BY item.number LIMIT ? OFFSET ?
                        """),
                arguments: [row["id"], page.size, page.offset]
            ).map(SummaryRows.item(from:))
            let count =
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT count(*) FROM item WHERE box_id = ?"), arguments: [row["id"]]) ?? 0
            return try BoxDetail(
                box: SummaryRows.box(from: row, itemCount: count),
                items: Page(entries: items, request: page, totalCount: count))
        }
    }

    func item(numbered number: ItemNumber) async throws -> ItemSummary? {
        try await pool.read { [scope] db in
            try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT \(SummaryRows.itemColumns) FROM item JOIN box ON box.id = item.box_id
                        WHERE item.inventory_id = ? AND item.number = ?
                        """),
                arguments: [scope.id.description, number.value]
            ).map(SummaryRows.item(from:))
        }
    }

    func search(_ plan: SearchPlan, _ page: PageRequest) async throws -> SearchResults {
        try await pool.read { [scope] db in try plan.results(from: GRDBSearchSource(db: db, scope: scope), page) }
    }

    func wordsResembling(_ word: String) async throws -> [String: Int] {
        try await pool.read { [scope] db in try ResemblingWords.of(word, in: scope, db) }
    }

    func history(of box: BoxNumber?, _ page: PageRequest) async throws -> Page<HistoryEntry> {
        try await pool.read { [scope] db in
            var filter = "inventory_id = ?"
            var arguments: StatementArguments = [scope.id.description]
            if let box {
                filter += " AND (box_number = ? OR source_box_number = ?)"
                arguments += [box.value, box.value]
            }
            let rows = try Row.fetchAll(
                db.cachedStatement(
                    sql: "SELECT sequence, payload FROM event WHERE \(filter) ORDER BY sequence DESC LIMIT ? OFFSET ?"),
                arguments: arguments + [page.size, page.offset])
            let total =
                if box == nil {
                    try InventoryTable.eventCount(in: scope, db)
                } else {
                    try Int.fetchOne(
                        db.cachedStatement(sql: "SELECT count(*) FROM event WHERE \(filter)"), arguments: arguments)
                        ?? 0
                }
            return try Page(entries: rows.map(EventTable.entry(from:)), request: page, totalCount: total)
        }
    }
}
