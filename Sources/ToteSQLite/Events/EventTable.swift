import Foundation
import GRDB
import ToteApplication
import ToteDomain
import ToteEventFormat

/// The `event` rows: the history, appended in the transaction of the change each event tells about.
enum EventTable {
    static func append(_ events: [DomainEvent], in scope: InventoryScope, _ db: Database) throws {
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO event (id, inventory_id, occurred_at, kind, box_id, box_number, item_id, item_number,
                    source_box_number, payload, batch_id, is_entry)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for event in events {
            let payload = KeptEventText.text(of: event)
            try statement.execute(arguments: [
                event.id.description, scope.id.description,
                event.occurredAt.millisecondsSince1970, event.kind.rawValue,
                event.box.id.description, event.box.number.value, event.item?.id.description,
                event.item?.number.value, event.sourceBox?.number.value, payload, event.batch?.id.uuidString,
                event.isHistoryEntry,
            ])
        }
    }

    /// Events of every inventory after `sequence`, oldest first: a range of the primary key.
    static func feedEntries(after sequence: Int64, limit: Int, _ db: Database) throws -> [FeedEntry] {
        try Row.fetchAll(
            db.cachedStatement(
                sql: "SELECT sequence, payload, inventory_id FROM event WHERE sequence > ? ORDER BY sequence LIMIT ?"),
            arguments: [sequence, limit]
        ).map { row in try FeedEntry(inventory: row.entityID("inventory_id"), entry: entry(from: row)) }
    }

    /// The sequence of the newest event, 0 when there is none.
    static func latestSequence(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT coalesce(max(sequence), 0) FROM event") ?? 0
    }

    /// Decodes a row holding the `sequence` and `payload` columns.
    static func entry(from row: Row) throws -> HistoryEntry {
        let payload = try row.decode(String.self, forColumn: "payload")
        return try HistoryEntry(
            sequence: row.decode(forColumn: "sequence"),
            event: KeptEventText.event(from: payload))
    }
}
