import Foundation
import GRDB
import ToteApplication
import ToteDomain

/// Stores share links by the digest of their secret; they go with their inventory.
struct GRDBShareLinkRepository: ShareLinkRepository {
    static let columns =
        "id, inventory_id, digest, scope_room, scope_boxes, note, made_by, made_by_name, created_at, expires_at, "
        + "last_used_at"

    let pool: DatabasePool

    func add(_ link: ShareLink) async throws {
        try await pool.writing { db in
            try db.cachedStatement(sql: "DELETE FROM share_link WHERE inventory_id = ? AND expires_at <= ?").execute(
                arguments: [link.inventory.description, link.createdAt.millisecondsSince1970])
            try Self.insert(link, db)
        }
    }

    static func insert(_ link: ShareLink, _ db: Database) throws {
        let scope = link.scope.stored
        try db.cachedStatement(
            sql: "INSERT INTO share_link (\(columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        ).execute(
            arguments: [
                link.id.description, link.inventory.description, link.digest.hex, scope.room, scope.boxes,
                link.note?.text, link.madeBy.account?.description, link.madeBy.name,
                link.createdAt.millisecondsSince1970, link.expiresAt.millisecondsSince1970,
                link.lastUsedAt?.millisecondsSince1970,
            ])
    }

    func link(_ digest: TokenDigest) async throws -> ShareLink? {
        try await pool.read { db in
            try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(Self.columns) FROM share_link WHERE digest = ?"),
                arguments: [digest.hex]
            ).map(Self.link(from:))
        }
    }

    func links(in inventory: InventoryID) async throws -> [ShareLink] {
        try await pool.read { db in
            try Row.fetchAll(
                db.cachedStatement(
                    sql: "SELECT \(Self.columns) FROM share_link WHERE inventory_id = ? ORDER BY created_at, id"),
                arguments: [inventory.description]
            ).map(Self.link(from:))
        }
    }

    func remove(_ id: ShareLinkID, from inventory: InventoryID) async throws {
        try await pool.writing { db in
            try db.cachedStatement(sql: "DELETE FROM share_link WHERE id = ? AND inventory_id = ?").execute(
                arguments: [id.description, inventory.description])
            guard db.changesCount > 0 else { throw AccessError.shareLinkNotFound }
        }
    }

    func recordUse(of id: ShareLinkID, at date: Date) async throws {
        try await pool.writing { db in
            try db.cachedStatement(sql: "UPDATE share_link SET last_used_at = ? WHERE id = ?").execute(
                arguments: [date.millisecondsSince1970, id.description])
        }
    }

    static func link(from row: Row) throws -> ShareLink {
        let note: String? = row["note"]
        let madeBy: String? = row["made_by"]
        let lastUsed: Int64? = row["last_used_at"]
        return try ShareLink(
            id: row.entityID("id"), inventory: row.entityID("inventory_id"), digest: row.digest("digest"),
            scope: ShareScope(storedRoom: row["scope_room"], boxes: row["scope_boxes"]),
            note: note.map { text throws(ValidationError) in try ShareNote(stored: text) },
            madeBy: Author(storedAccount: madeBy.flatMap(AccountID.init(uuidString:)), name: row["made_by_name"]),
            createdAt: row.date("created_at"), expiresAt: row.date("expires_at"),
            lastUsedAt: lastUsed.map(Date.init(millisecondsSince1970:)))
    }
}
