import ToteApplication
import ToteDomain

/// A box's page in one statement: the box, the boxes and places it is in, one page of its items and the boxes
/// packed in it, as the rows of one union told apart by `part`. One statement is one snapshot on its own, so a
/// database a request reaches over the network answers a box page in one round trip, without a transaction.
public enum BoxPageRecord {
    /// The rows of the page of the box numbered `number`, read by ``detail(from:_:)``; none when there is no such box.
    public static func select(numbered number: BoxNumber, in inventory: InventoryID, _ page: PageRequest)
        -> SQLStatement
    {
        // Every branch has the columns of the first, which gives each its type: a box summary's, then an item's.
        """
        WITH RECURSIVE target AS (
            SELECT \(unescaped: BoxRecord.summaryColumns) FROM box
            WHERE inventory_id = \(inventory) AND number = \(number)
        ), up (id, number, title, kind, container_id, depth) AS (
            SELECT box.id, box.number, box.title, box.kind, box.container_id, 1
            FROM target JOIN box ON box.id = target.container_id
            UNION ALL
            SELECT box.id, box.number, box.title, box.kind, box.container_id, up.depth + 1
            FROM box JOIN up ON box.id = up.container_id
            WHERE up.depth < \(ContainmentRecord.maximumDepth)
        )
        SELECT \(unescaped: Part.box.literal) AS part, CAST(0 AS bigint) AS position, \(unescaped: BoxRecord.columns), item_count,
            CAST(NULL AS bigint) AS quantity, CAST(NULL AS bigint) AS box_number, CAST(NULL AS text) AS box_title,
            CAST(NULL AS text) AS box_location
        FROM target
        UNION ALL
        SELECT \(unescaped: Part.container.literal), -depth, id, number, title, NULL, NULL, NULL, NULL, NULL, NULL, NULL, kind,
            NULL, NULL, NULL, NULL, NULL, NULL
        FROM up
        UNION ALL
        SELECT \(unescaped: Part.item.literal), number, id, number, title, NULL, note, NULL, NULL, NULL, NULL, NULL, NULL,
            version, NULL, quantity, box_number, box_title, box_location
        FROM (
            SELECT item.id, item.number, item.title, item.note, item.version, item.quantity,
                target.number AS box_number, target.title AS box_title, target.location AS box_location
            FROM target JOIN item ON item.box_id = target.id
            ORDER BY item.number LIMIT \(page.size) OFFSET \(page.offset)
        ) AS items
        UNION ALL
        SELECT \(unescaped: Part.heldBox.literal), box.number, \(unescaped: BoxRecord.summaryColumns), NULL, NULL, NULL, NULL
        FROM target JOIN box ON box.container_id = target.id
        ORDER BY part, position
        """
    }

    /// The page the rows of ``select(numbered:in:_:)`` make, or nil when they hold no box.
    public static func detail(from rows: [some SQLRow], _ page: PageRequest) throws -> BoxDetail? {
        var box: BoxSummary?
        var containers: [PathStep] = []
        var items: [ItemSummary] = []
        var held: [BoxSummary] = []
        for row in rows {
            switch Part(rawValue: try row.integer(named: "part")) {
            case .box: box = try BoxRecord.summary(from: row)
            case .container: containers.append(try ContainmentRecord.step(from: row))
            case .item: items.append(try ItemRecord.summary(from: row))
            case .heldBox: held.append(try BoxRecord.summary(from: row))
            case nil: throw UnknownPart()
            }
        }
        guard let box else { return nil }
        return BoxDetail(
            box: box, items: Page(entries: items, request: page, totalCount: box.itemCount), containers: containers,
            boxes: held)
    }

    private enum Part: Int {
        case box, container, item, heldBox

        var literal: String { String(rawValue) }
    }

    private struct UnknownPart: Error, CustomStringConvertible {
        var description: String { "a row of a box page is of no part the page has" }
    }
}
