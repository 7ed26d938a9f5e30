import Foundation
import ToteApplication
import ToteDomain
import ToteSQL

extension PostgresStore: EventFeed {
    public func entries(of inventory: InventoryID, after sequence: Int64, limit: Int) async throws -> [HistoryEntry] {
        try await database.fetch(EventRecord.feed(of: inventory, after: sequence, limit: limit))
            .map(EventRecord.entry(from:))
    }

    /// One statement for every inventory: a server following many reads them all in one round trip.
    public func entries(after cursors: [InventoryID: Int64], limit: Int) async throws -> [InventoryID: [HistoryEntry]] {
        guard !cursors.isEmpty else { return [:] }
        let followed = Array(cursors)
        let (inventories, sequences) = (followed.map(\.key.uuid), followed.map(\.value))
        let rows = try await database.rows(
            """
            SELECT followed.inventory_id, event.sequence, event.payload
            FROM unnest(\(inventories)::uuid[], \(sequences)::bigint[]) AS followed (inventory_id, after)
            CROSS JOIN LATERAL (
                SELECT sequence, payload FROM event
                WHERE event.inventory_id = followed.inventory_id AND event.sequence > followed.after
                ORDER BY sequence LIMIT \(limit)
            ) AS event
            ORDER BY followed.inventory_id, event.sequence
            """)
        var read: [InventoryID: [HistoryEntry]] = [:]
        for row in rows {
            read[InventoryID(try row.decode("inventory_id", as: UUID.self)), default: []].append(
                try EventRecord.entry(from: row))
        }
        return read
    }

    public func latestSequence(of inventory: InventoryID) async throws -> Int64 {
        Int64(try await database.fetch(EventRecord.latest(of: inventory)).first?.integer(named: "latest") ?? 0)
    }

    public func latestSequence() async throws -> Int64 {
        Int64(try await database.fetch(EventRecord.latest).first?.integer(named: "latest") ?? 0)
    }
}

extension PostgresStore: CommitSignal {
    /// Listens on a connection of the pool for as long as it lasts: a commit of events by any server wakes this one,
    /// telling which inventory they belong to.
    public func listen(_ heard: @escaping @Sendable (InventoryID?) -> Void) async throws {
        guard case .pool(let client) = database.connections else {
            throw StoreError.unavailable(reason: "a command's store does not follow commits")
        }
        try await client.withConnection { connection in
            try await connection.listen(on: EventRows.channel) { notifications in
                // Anything committed while no one listened is read now.
                heard(nil)
                for try await notification in notifications { heard(InventoryID(uuidString: notification.payload)) }
            }
        }
    }
}

extension PostgresStore: SettingsStore {
    public func publicURL() async throws -> PublicURL? {
        let text = try await database.rows("SELECT value FROM setting WHERE key = 'public-url'").first?[0]
            .decode(String.self)
        return try text.map { text throws(PublicURLError) in try PublicURL(text) }
    }

    public func remember(publicURL: PublicURL) async throws {
        try await database.write { sql in
            try await sql.execute(
                """
                INSERT INTO setting (key, value) VALUES ('public-url', \(publicURL.text))
                ON CONFLICT (key) DO UPDATE SET value = excluded.value
                """)
        }
    }
}

extension PostgresStore: PhotoCensus {
    public func photoCount() async throws -> PhotoCount {
        let row = try await database.rows(
            """
            SELECT (SELECT count(*) FROM photo) AS photos,
                (SELECT coalesce(sum(length(data)), 0) FROM photo_bytes)::bigint AS bytes
            """
        ).first
        return PhotoCount(photos: try row?.decode("photos") ?? 0, bytes: try row?.decode("bytes") ?? 0)
    }
}
