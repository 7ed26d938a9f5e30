import Foundation
import PostgresNIO
import ToteApplication
import ToteDomain
import ToteEventFormat

/// The `event` table: the history every change appends to, and the feed live pages follow.
enum EventRows {
    /// Key of the advisory lock that orders appends ("Evnt" in ASCII).
    static let appendLock: Int64 = 0x4576_6E74

    /// The channel every server listens on for commits of events; PostgreSQL sends its notifications on commit.
    static let channel = "tote_events"

    /// Appends events as the last step of a transaction. Appends of all servers take turns until they commit, so
    /// sequences become visible in their order and a reader following the feed never steps over one committed later.
    /// The commit notifies every listening server.
    static func append(_ events: [DomainEvent], in inventory: InventoryID, _ sql: SQL) async throws {
        guard !events.isEmpty else { return }
        try await sql.execute("SELECT pg_advisory_xact_lock(\(appendLock)), pg_notify(\(channel), '')")
        for event in events {
            try await sql.execute(
                """
                INSERT INTO event (id, inventory_id, occurred_at, kind, box_id, box_number, item_id, item_number,
                    source_box_number, payload, batch_id, is_entry)
                VALUES (\(event.id.uuid), \(inventory.uuid), \(event.occurredAt.millisecondsSince1970),
                    \(event.kind.rawValue), \(event.box.id.uuid), \(event.box.number.value), \(event.item?.id.uuid),
                    \(event.item?.number.value), \(event.sourceBox?.number.value), \(KeptEventText.text(of: event)),
                    \(event.batch?.id), \(event.isHistoryEntry))
                """)
        }
    }

    static func entry(from row: PostgresRandomAccessRow) throws -> HistoryEntry {
        let payload = try row.decode("payload", as: String.self)
        return try HistoryEntry(
            sequence: row.decode("sequence"), event: KeptEventText.event(from: payload))
    }
}
