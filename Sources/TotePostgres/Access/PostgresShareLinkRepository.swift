import Foundation
import PostgresNIO
import ToteApplication
import ToteDomain

struct PostgresShareLinkRepository: ShareLinkRepository {
    static let columns =
        "id, inventory_id, digest, scope_room, scope_boxes, note, made_by, made_by_name, created_at, expires_at, "
        + "last_used_at"

    let database: PostgresDatabase

    func add(_ link: ShareLink) async throws {
        try await database.write { sql in
            try await sql.execute(
                """
                DELETE FROM share_link WHERE inventory_id = \(link.inventory.uuid)
                AND expires_at <= \(link.createdAt.millisecondsSince1970)
                """)
            try await Self.insert(link, sql)
        }
    }

    static func insert(_ link: ShareLink, _ sql: SQL) async throws {
        let scope = link.scope.stored
        try await sql.execute(
            """
            INSERT INTO share_link (\(unescaped: columns))
            VALUES (\(link.id.uuid), \(link.inventory.uuid), \(link.digest.hex), \(scope.room), \(scope.boxes),
                \(link.note?.text), \(link.madeBy.account?.uuid), \(link.madeBy.name),
                \(link.createdAt.millisecondsSince1970), \(link.expiresAt.millisecondsSince1970),
                \(link.lastUsedAt?.millisecondsSince1970))
            """)
    }

    func link(_ digest: TokenDigest) async throws -> ShareLink? {
        try await database.rows("SELECT \(unescaped: Self.columns) FROM share_link WHERE digest = \(digest.hex)")
            .first.map(Self.link(from:))
    }

    func links(in inventory: InventoryID) async throws -> [ShareLink] {
        try await database.rows(
            """
            SELECT \(unescaped: Self.columns) FROM share_link WHERE inventory_id = \(inventory.uuid)
            ORDER BY created_at, id::text
            """
        ).map(Self.link(from:))
    }

    func remove(_ id: ShareLinkID, from inventory: InventoryID) async throws {
        try await database.write { sql in
            guard
                try await sql.row(
                    "DELETE FROM share_link WHERE id = \(id.uuid) AND inventory_id = \(inventory.uuid) RETURNING id"
                ) != nil
            else { throw AccessError.shareLinkNotFound }
        }
    }

    func recordUse(of id: ShareLinkID, at date: Date) async throws {
        try await database.write { sql in
            try await sql.execute(
                "UPDATE share_link SET last_used_at = \(date.millisecondsSince1970) WHERE id = \(id.uuid)")
        }
    }

    static func link(from row: PostgresRandomAccessRow) throws -> ShareLink {
        try ShareLink(
            id: row.entityID("id"), inventory: row.entityID("inventory_id"), digest: row.digest("digest"),
            scope: ShareScope(
                storedRoom: row.decode("scope_room", as: String?.self),
                boxes: row.decode("scope_boxes", as: String?.self)),
            note: row.decode("note", as: String?.self).map { text throws(ValidationError) in
                try ShareNote(stored: text)
            },
            madeBy: Author(
                storedAccount: row.decode("made_by", as: UUID?.self).map(AccountID.init),
                name: row.decode("made_by_name", as: String.self)),
            createdAt: row.date("created_at"), expiresAt: row.date("expires_at"),
            lastUsedAt: row.decode("last_used_at", as: Int64?.self).map(Date.init(millisecondsSince1970:)))
    }
}
