import GRDB
import ToteApplication
import ToteDomain

/// Counts and reads search segments with the FTS5 trigram index, within one read of the database.
///
/// The index rows of an inventory are one rowid range, in number order, so FTS5 yields hits already sorted and
/// stops at the end of the page.
struct GRDBSearchSource: SearchSource {
    let db: Database
    let scope: InventoryScope

    func count(_ segment: SearchSegment, upTo limit: Int) throws -> Int {
        guard limit > 0 else { return 0 }
        switch segment {
        case .numbered(let kind, let number):
            return try numbered(kind, number) == nil ? 0 : 1
        case .matching(let kind, let condition, let excluded, let number):
            let (sql, arguments) = matching(kind, condition, excluded, number)
            return try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM (SELECT 1 FROM \(sql) LIMIT ?)"),
                arguments: arguments + [limit]) ?? 0
        }
    }

    func hits(_ segment: SearchSegment, offset: Int, limit: Int) throws -> [SearchHit] {
        switch segment {
        case .numbered(let kind, let number):
            return try numbered(kind, number).map { [$0] } ?? []
        case .matching(let kind, let condition, let excluded, let number):
            let (sql, arguments) = matching(kind, condition, excluded, number)
            let rowIDs = try Int64.fetchAll(
                db.cachedStatement(sql: "SELECT rowid FROM \(sql) ORDER BY rowid LIMIT ? OFFSET ?"),
                arguments: arguments + [limit, offset])
            return try rowIDs.compactMap { try hit(kind, number: Int($0 - scope.rowIDBase)) }
        }
    }

    /// The FROM and WHERE of a segment's index rows, with the arguments they take.
    private func matching(
        _ kind: SearchHit.Kind, _ condition: SearchCondition, _ excluded: SearchCondition?, _ number: Int?
    ) -> (String, StatementArguments) {
        let table = kind == .box ? "box_text" : "item_text"
        let range = scope.rowIDs
        var arguments: StatementArguments = [
            SearchMatchExpression.of(condition, excluding: excluded), range.lowerBound, range.upperBound,
        ]
        var sql = "\(table) WHERE \(table) MATCH ? AND rowid BETWEEN ? AND ?"
        if let number {
            sql += " AND rowid != ?"
            arguments += [scope.rowIDBase + Int64(number)]
        }
        return (sql, arguments)
    }

    private func numbered(_ kind: SearchHit.Kind, _ number: Int) throws -> SearchHit? {
        guard (1...ItemNumber.maximum).contains(number) else { return nil }
        return try hit(kind, number: number)
    }

    private func hit(_ kind: SearchHit.Kind, number: Int) throws -> SearchHit? {
        switch kind {
        case .box:
            guard let row = try BoxTable.row(numbered: BoxNumber(number), in: scope, db) else { return nil }
            let count = try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM item WHERE box_id = ?"), arguments: [row["id"]])
            return .box(try SummaryRows.box(from: row, itemCount: count ?? 0))
        case .item:
            return try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT \(SummaryRows.itemColumns) FROM item JOIN box ON box.id = item.box_id
                        WHERE item.rowid = ?
                        """),
                arguments: [scope.rowIDBase + Int64(number)]
            ).map { .item(try SummaryRows.item(from: $0)) }
        }
    }
}
