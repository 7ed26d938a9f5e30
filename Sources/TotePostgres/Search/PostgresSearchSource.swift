import PostgresNIO
import ToteApplication
import ToteDomain
import ToteSQL

/// A search's reads inside one repeatable-read transaction: conditions become `LIKE` over the ``SearchDocument``
/// text columns, which trigram indexes answer.
struct PostgresSearchSource: SearchSource {
    let sql: SQL
    let inventory: InventoryID

    func numbers(_ segment: SearchSegment, limit: Int) async throws -> [Int] {
        guard limit > 0 else { return [] }
        switch segment {
        case .numbered(let kind, let number):
            return try await hits(kind, numbered: [number]).isEmpty ? [] : [number]
        case .matching(let kind, let condition, let excluded, let number):
            return try await numbers(kind, condition, excluding: excluded, except: number, limit: limit)
        }
    }

    func fields(_ kind: SearchHit.Kind, numbered numbers: [Int]) async throws -> [SearchFields] {
        let others = kind == .box ? ["search_location", "search_note"] : ["search_note"]
        return try await sql.rows(
            """
            SELECT number, search_title, \(unescaped: others.joined(separator: ", "))
            FROM \(unescaped: Self.table(kind))
            WHERE inventory_id = \(inventory.uuid) AND number = ANY(\(numbers))
            """
        ).map { row in
            SearchFields(
                number: try row.decode("number"), title: try row.decode("search_title"),
                others: try others.compactMap { try row.decode($0, as: String?.self) })
        }
    }

    func hits(_ kind: SearchHit.Kind, numbered numbers: [Int]) async throws -> [SearchHit] {
        let wanted = numbers.filter { (1...ItemNumber.maximum).contains($0) }
        guard !wanted.isEmpty else { return [] }
        switch kind {
        case .box:
            let boxes = try await sql.rows(
                """
                SELECT \(unescaped: BoxRecord.summaryColumns) FROM box
                WHERE inventory_id = \(inventory.uuid) AND number = ANY(\(wanted))
                """
            ).map(BoxRecord.summary(from:))
            let found = Dictionary(boxes.map { ($0.number.value, $0) }, uniquingKeysWith: { first, _ in first })
            return wanted.compactMap { found[$0].map(SearchHit.box) }
        case .item:
            let items = try await sql.rows(
                """
                SELECT \(unescaped: ItemRecord.summaryColumns) FROM item JOIN box ON box.id = item.box_id
                WHERE item.inventory_id = \(inventory.uuid) AND item.number = ANY(\(wanted))
                """
            ).map(ItemRecord.summary(from:))
            let found = Dictionary(items.map { ($0.number.value, $0) }, uniquingKeysWith: { first, _ in first })
            return wanted.compactMap { found[$0].map(SearchHit.item) }
        }
    }

    private func numbers(
        _ kind: SearchHit.Kind, _ condition: SearchCondition, excluding excluded: SearchCondition?, except: Int?,
        limit: Int
    ) async throws -> [Int] {
        let query = numbersQuery(kind, condition, excluding: excluded, except: except, limit: limit)
        return try await sql.rows(query).map { try $0[0].decode(Int.self) }
    }

    /// The first `limit` numbers, in order, of the boxes or items that meet `condition` and not `excluded`.
    func numbersQuery(
        _ kind: SearchHit.Kind, _ condition: SearchCondition, excluding excluded: SearchCondition?, except: Int?,
        limit: Int
    ) -> PostgresQuery {
        var query = QueryBuilder()
        var sql = "SELECT number FROM \(Self.table(kind)) WHERE inventory_id = \(query.bind(inventory.uuid))"
        sql += " AND \(Self.holds(condition, kind, &query))"
        if let excluded { sql += " AND NOT coalesce(\(Self.holds(excluded, kind, &query)), false)" }
        if let except { sql += " AND number <> \(query.bind(except))" }
        sql += " ORDER BY number LIMIT \(query.bind(limit))"
        query.append(sql)
        return query.query
    }

    /// The condition as SQL: every pattern in one of the searched fields, or the alternative in any field.
    ///
    /// The planner chooses between walking the numbers in order until the page is full and asking the trigram index
    /// for every match and sorting them, by how many rows it expects. The longest pattern is left bare, for it to
    /// estimate from the column's statistics (and for the index to answer): a tier no row meets is then asked of the
    /// index, not walked to the end (10 ms over 50,000 items). The other patterns are wrapped, so that it does not
    /// multiply their chances as if the words typed together were unrelated (it expected 184 rows for "cafe bowl",
    /// which 3,125 meet, and sorted them all to give 50). A null (no note) keeps a row out either way.
    private static func holds(_ condition: SearchCondition, _ kind: SearchHit.Kind, _ query: inout QueryBuilder)
        -> String
    {
        let all = kind == .box ? ["search_title", "search_location", "search_note"] : ["search_title", "search_note"]
        let searched = condition.fields == .title ? ["search_title"] : all
        func anywhere(_ pattern: String, in columns: [String], _ query: inout QueryBuilder) -> String {
            let placeholder = query.bind(likePattern(containing: pattern))
            return "(" + columns.map { "\($0) LIKE \(placeholder)" }.joined(separator: " OR ") + ")"
        }
        let longestFirst = condition.patterns.sorted { $0.unicodeScalars.count > $1.unicodeScalars.count }
        var terms = longestFirst.enumerated().map { index, pattern in
            let term = anywhere(pattern, in: searched, &query)
            return index == 0 ? term : "coalesce(\(term), false)"
        }.joined(separator: " AND ")
        if terms.isEmpty { terms = "true" }
        guard let alternative = condition.alternative else { return "(\(terms))" }
        return "((\(terms)) OR \(anywhere(alternative, in: all, &query)))"
    }

    static func table(_ kind: SearchHit.Kind) -> String {
        kind == .box ? "box" : "item"
    }
}

/// A `LIKE` pattern matching any text that contains `text`, its own `%`, `_` and `\` taken literally.
func likePattern(containing text: String) -> String {
    "%" + likeEscaped(text) + "%"
}

func likeEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
        if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
        escaped.append(character)
    }
    return escaped
}
