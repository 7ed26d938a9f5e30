import GRDB
import Synchronization
import ToteApplication
import ToteDomain
import ToteSQL

/// Counts and reads search segments with the FTS5 trigram index, within one read of the database, together with
/// the few rows waiting to join the index (``SearchIndex``), which are checked here as a scanning store checks.
///
/// The index rows of an inventory are one rowid range, in number order, so FTS5 yields hits already sorted and
/// stops at the end of the page.
struct GRDBSearchSource: SearchSource {
    let pool: DatabasePool
    let scope: InventoryScope
    private let recent = RecentRows()

    init(pool: DatabasePool, scope: InventoryScope) {
        self.pool = pool
        self.scope = scope
    }

    func numbers(_ segment: SearchSegment, limit: Int) async throws -> [Int] {
        try await pool.read { db in try reader(db).numbers(segment, limit: limit) }
    }

    func fields(_ kind: SearchHit.Kind, numbered numbers: [Int]) async throws -> [SearchFields] {
        try await pool.read { db in try reader(db).fields(kind, numbered: numbers) }
    }

    func hits(_ kind: SearchHit.Kind, numbered numbers: [Int]) async throws -> [SearchHit] {
        try await pool.read { db in try reader(db).hits(kind, numbered: numbers) }
    }

    private func reader(_ db: Database) -> GRDBSearchReader {
        GRDBSearchReader(db: db, scope: scope, recent: recent)
    }
}

/// The reads of a search in one read transaction of the pool.
private struct GRDBSearchReader {
    let db: Database
    let scope: InventoryScope
    let recent: RecentRows

    func numbers(_ segment: SearchSegment, limit: Int) throws -> [Int] {
        guard limit > 0 else { return [] }
        switch segment {
        case .numbered(let kind, let number):
            return try hit(kind, number: number) == nil ? [] : [number]
        case .matching(let kind, let condition, let excluded, let number):
            return try numbers(kind, condition, excluding: excluded, except: number, limit: limit)
        }
    }

    func fields(_ kind: SearchHit.Kind, numbered numbers: [Int]) throws -> [SearchFields] {
        let wanted = Set(numbers)
        let indexed = try Row.fetchAll(
            db.cachedStatement(
                sql:
                    "SELECT \(Self.columns(kind)) FROM \(Self.table(kind)) WHERE rowid IN (SELECT value FROM json_each(?))"
            ),
            arguments: ["[" + numbers.map { String(scope.rowIDBase + Int64($0)) }.joined(separator: ",") + "]"])
        return try indexed.map { try fields(kind, from: $0) } + recentRows(kind).filter { wanted.contains($0.number) }
    }

    func hits(_ kind: SearchHit.Kind, numbered numbers: [Int]) throws -> [SearchHit] {
        try numbers.compactMap { try hit(kind, number: $0) }
    }

    /// The numbers of a segment's hits, indexed and waiting alike, in order, up to a limit.
    func numbers(
        _ kind: SearchHit.Kind, _ condition: SearchCondition, excluding excluded: SearchCondition?, except: Int?,
        limit: Int
    ) throws -> [Int] {
        let table = Self.table(kind)
        var sql = "SELECT rowid FROM \(table) WHERE \(table) MATCH ? AND rowid BETWEEN ? AND ?"
        var arguments: StatementArguments = [
            SearchMatchExpression.of(condition, excluding: excluded), scope.rowIDs.lowerBound, scope.rowIDs.upperBound,
        ]
        if let except {
            sql += " AND rowid != ?"
            arguments += [scope.rowIDBase + Int64(except)]
        }
        let indexed = try Int64.fetchAll(
            db.cachedStatement(sql: sql + " ORDER BY rowid LIMIT ?"), arguments: arguments + [limit]
        ).map { Int($0 - scope.rowIDBase) }
        let waiting = try recentRows(kind).filter { fields in
            fields.number != except && condition.holds(fields) && !(excluded.map { $0.holds(fields) } ?? false)
        }
        guard !waiting.isEmpty else { return indexed }
        return Array((indexed + waiting.map(\.number)).sorted().prefix(limit))
    }

    /// The inventory's rows waiting to join the index of a kind, read once per search.
    private func recentRows(_ kind: SearchHit.Kind) throws -> [SearchFields] {
        if let rows = recent.rows.withLock({ $0[kind] }) { return rows }
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: "SELECT \(Self.columns(kind)) FROM \(Self.table(kind))_recent WHERE rowid BETWEEN ? AND ?"),
            arguments: [scope.rowIDs.lowerBound, scope.rowIDs.upperBound]
        ).map { try fields(kind, from: $0) }
        recent.rows.withLock { $0[kind] = rows }
        return rows
    }

    private func fields(_ kind: SearchHit.Kind, from row: Row) throws -> SearchFields {
        let others: [String?] = kind == .box ? [row["location"], row["note"]] : [row["note"]]
        return SearchFields(
            number: Int((row["rowid"] as Int64) - scope.rowIDBase), title: row["title"],
            others: others.compactMap { $0 })
    }

    private static func table(_ kind: SearchHit.Kind) -> String {
        kind == .box ? "box_text" : "item_text"
    }

    private static func columns(_ kind: SearchHit.Kind) -> String {
        kind == .box ? "rowid, title, location, note" : "rowid, title, note"
    }

    private func hit(_ kind: SearchHit.Kind, number: Int) throws -> SearchHit? {
        guard (1...ItemNumber.maximum).contains(number) else { return nil }
        switch kind {
        case .box:
            guard let row = try BoxTable.row(numbered: BoxNumber(number), in: scope, db) else { return nil }
            let count = try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM item WHERE box_id = ?"), arguments: [row["id"]])
            return .box(try BoxRecord.summary(from: row, itemCount: count ?? 0))
        case .item:
            return try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT \(ItemRecord.summaryColumns) FROM item JOIN box ON box.id = item.box_id
                        WHERE item.rowid = ?
                        """),
                arguments: [scope.rowIDBase + Int64(number)]
            ).map { .item(try ItemRecord.summary(from: $0)) }
        }
    }
}

/// The rows waiting beside the indexes, once a search has read them.
/// The rows waiting to join the index, read once in a search.
private final class RecentRows: Sendable {
    let rows = Mutex<[SearchHit.Kind: [SearchFields]]>([:])
}
