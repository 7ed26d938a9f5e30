import Foundation
import GRDB
import ToteApplication
import ToteDomain

/// The `event` rows: the history, appended in the transaction of the change each event tells about.
enum EventTable {
    static func append(_ events: [DomainEvent], in scope: InventoryScope, _ db: Database) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO event (id, inventory_id, occurred_at, kind, box_id, box_number, item_id, item_number,
                    source_box_number, payload)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for event in events {
            let payload = String(decoding: try encoder.encode(event), as: UTF8.self)
            try statement.execute(arguments: [
                event.id.description, scope.id.description,
                Int64((event.occurredAt.timeIntervalSince1970 * 1000).rounded()), event.kind.rawValue,
                event.box.id.description, event.box.number.value, event.item?.id.description,
                event.item?.number.value, event.sourceBox?.number.value, payload,
            ])
        }
    }

    /// Decodes a row holding the `sequence` and `payload` columns.
    static func entry(from row: Row) throws -> HistoryEntry {
        let payload = try row.decode(String.self, forColumn: "payload")
        return try HistoryEntry(
            sequence: row.decode(forColumn: "sequence"),
            event: JSONDecoder().decode(DomainEvent.self, from: Data(payload.utf8)))
    }
}
