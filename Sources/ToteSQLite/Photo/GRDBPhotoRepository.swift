import GRDB
import ToteDomain

/// Stores the photos of one inventory; each method is one IMMEDIATE transaction that reads the photos of one box or
/// item, never their bytes.
struct GRDBPhotoRepository: PhotoRepository {
    let pool: DatabasePool
    let scope: InventoryScope

    func add(
        _ drafts: [PhotoDraft], to subject: PhotoSubject, _ place: @Sendable (PhotoShelf) throws -> [Photo]
    ) async throws -> [Photo] {
        try await pool.writing(in: scope) { [scope] db in
            let identity = try PhotoTable.requireIdentity(of: subject, in: scope, db)
            let row = try Row.fetchOne(
                db.cachedStatement(
                    sql: "SELECT count(*) AS count, max(is_cover) AS cover FROM photo WHERE \(identity.column) = ?"),
                arguments: [identity.id])
            let shelf = PhotoShelf(
                subject: subject, count: row?["count"] ?? 0, hasCover: (row?["cover"] as Int?) == 1)
            let photos = try place(shelf)
            for (photo, draft) in zip(photos, drafts) {
                try PhotoTable.insert(photo, draft, showing: identity, in: scope, db)
            }
            return photos
        }
    }

    func remove(_ id: PhotoID) async throws -> Photo {
        try await pool.writing(in: scope) { [scope] db in
            let photo = try PhotoTable.require(id, in: scope, db)
            let shown = try String.fetchOne(
                db.cachedStatement(sql: "SELECT coalesce(box_id, item_id) FROM photo WHERE id = ?"),
                arguments: [id.description])
            try db.cachedStatement(sql: "DELETE FROM photo WHERE id = ?").execute(arguments: [id.description])
            if photo.isCover {
                try db.cachedStatement(
                    sql: """
                        UPDATE photo SET is_cover = 1 WHERE rowid = (
                            SELECT min(rowid) FROM photo WHERE coalesce(box_id, item_id) = ?)
                        """
                ).execute(arguments: [shown])
            }
            return photo
        }
    }

    func makeCover(_ id: PhotoID) async throws -> Photo {
        try await pool.writing(in: scope) { [scope] db in
            _ = try PhotoTable.require(id, in: scope, db)
            try db.cachedStatement(
                sql: """
                    UPDATE photo SET is_cover = (id = ?1)
                    WHERE coalesce(box_id, item_id) = (SELECT coalesce(box_id, item_id) FROM photo WHERE id = ?1)
                    """
            ).execute(arguments: [id.description])
            return try PhotoTable.require(id, in: scope, db)
        }
    }
}
