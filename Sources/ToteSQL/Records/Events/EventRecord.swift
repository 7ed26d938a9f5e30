import Foundation
import ToteApplication
import ToteDomain
import ToteEventFormat

/// The `event` table on both databases: the history, appended in the transaction of the change each event tells
/// about, and the feed live pages follow.
public enum EventRecord {
    /// Appends one event; its change kept as ``KeptEventText`` writes it.
    public static func insert(_ event: DomainEvent, in inventory: InventoryID, _ dialect: SQLDialect) -> SQLStatement {
        insert([event], in: inventory, dialect)
    }

    /// Appends events in one statement; their sequences rise in their order. PostgreSQL takes at most 65,535 values
    /// in one statement: 5,000 events at most.
    public static func insert(
        _ events: some Sequence<DomainEvent>, in inventory: InventoryID, _ dialect: SQLDialect
    ) -> SQLStatement {
        "INSERT INTO event (\(unescaped: insertedColumns)) VALUES \(rows(of: events, in: inventory, dialect))"
    }

    /// The columns an insert of events gives, in the order of the values of ``rows(of:in:_:)``.
    public static let insertedColumns = """
        id, inventory_id, occurred_at, kind, box_id, box_number, item_id, item_number, source_box_number, payload,
        batch_id, is_entry
        """

    /// The values of events, one parenthesized row each, separated by commas.
    public static func rows(
        of events: some Sequence<DomainEvent>, in inventory: InventoryID, _ dialect: SQLDialect
    ) -> SQLStatement {
        "\(events.lazy.map { values(of: $0, in: inventory, dialect) }, separator: ", ")"
    }

    private static func values(of event: DomainEvent, in inventory: InventoryID, _ dialect: SQLDialect) -> SQLStatement
    {
        """
        (\(event.id), \(inventory), \(event.occurredAt.millisecondsSince1970), \(event.kind.rawValue),
            \(event.box.id), \(event.box.number), \(event.item?.id), \(event.item?.number), \(event.sourceBox?.number),
            \(KeptEventText.text(of: event)), \(value: dialect.batch(event.batch?.id)), \(event.isHistoryEntry))
        """
    }

    /// The events of one change of many things, oldest first; read by ``entry(from:)``.
    public static func select(
        inBatch batch: UUID, of inventory: InventoryID, _ page: PageRequest, _ dialect: SQLDialect
    ) -> SQLStatement {
        """
        SELECT sequence, payload FROM event WHERE batch_id = \(value: dialect.batch(batch)) AND inventory_id = \(inventory)
        ORDER BY sequence LIMIT \(page.size) OFFSET \(page.offset)
        """
    }

    /// How many events one change of many things made, as `count`.
    public static func count(inBatch batch: UUID, of inventory: InventoryID, _ dialect: SQLDialect) -> SQLStatement {
        """
        SELECT count(*) AS count FROM event WHERE batch_id = \(value: dialect.batch(batch)) AND inventory_id = \(inventory)
        """
    }

    /// Events of one inventory after `sequence`, oldest first: a range of the `event_in_inventory` index. Read by
    /// ``entry(from:)``.
    public static func feed(of inventory: InventoryID, after sequence: Int64, limit: Int) -> SQLStatement {
        """
        SELECT sequence, payload FROM event WHERE inventory_id = \(inventory) AND sequence > \(sequence)
        ORDER BY sequence LIMIT \(limit)
        """
    }

    /// The sequence of the newest event of one inventory as `latest`, 0 when it has none.
    public static func latest(of inventory: InventoryID) -> SQLStatement {
        "SELECT coalesce(max(sequence), 0) AS latest FROM event WHERE inventory_id = \(inventory)"
    }

    /// The sequence of the newest event as `latest`, 0 when there is none.
    public static let latest: SQLStatement = "SELECT coalesce(max(sequence), 0) AS latest FROM event"

    /// An entry from a row holding the `sequence` and `payload` columns.
    public static func entry(from row: some SQLRow) throws -> HistoryEntry {
        try HistoryEntry(
            sequence: Int64(row.integer(named: "sequence")),
            event: KeptEventText.event(from: row.string(named: "payload")))
    }
}
