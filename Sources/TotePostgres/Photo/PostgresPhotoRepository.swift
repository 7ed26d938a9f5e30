import ToteDomain

/// ``PhotoRepository`` on PostgreSQL: each call one transaction, the box or item shown locked while its photos
/// change, so exactly one photo is its cover.
struct PostgresPhotoRepository: PhotoRepository {
    let database: PostgresDatabase
    let inventory: InventoryID

    func add(
        _ drafts: [PhotoDraft], to subject: PhotoSubject, _ place: @Sendable (PhotoShelf) throws -> [Photo]
    ) async throws -> [Photo] {
        try await database.write { [inventory] sql in
            guard let identity = try await PhotoRows.identity(of: subject, in: inventory, locking: true, sql) else {
                throw subject.missing
            }
            let row = try await sql.row(
                """
                SELECT count(*) AS count, coalesce(bool_or(is_cover), false) AS cover FROM photo
                WHERE \(unescaped: identity.column) = \(identity.id)
                """)
            let shelf = PhotoShelf(
                subject: subject, count: try row?.decode("count") ?? 0, hasCover: try row?.decode("cover") ?? false)
            let photos = try place(shelf)
            for (photo, draft) in zip(photos, drafts) {
                try await PhotoRows.insert(photo, draft, showing: identity, in: inventory, sql)
            }
            return photos
        }
    }

    func remove(_ id: PhotoID) async throws -> Photo {
        try await database.write { [inventory] sql in
            let photo = try await PhotoRows.require(id, in: inventory, sql)
            let shown = try await PhotoRows.lockSubject(of: id, sql)
            try await sql.execute("DELETE FROM photo WHERE id = \(id.uuid)")
            if photo.isCover {
                try await sql.execute(
                    """
                    UPDATE photo SET is_cover = true WHERE id = (
                        SELECT id FROM photo WHERE coalesce(box_id, item_id) = \(shown) ORDER BY position LIMIT 1)
                    """)
            }
            return photo
        }
    }

    func makeCover(_ id: PhotoID) async throws -> Photo {
        try await database.write { [inventory] sql in
            _ = try await PhotoRows.require(id, in: inventory, sql)
            let shown = try await PhotoRows.lockSubject(of: id, sql)
            try await sql.execute(
                "UPDATE photo SET is_cover = (id = \(id.uuid)) WHERE coalesce(box_id, item_id) = \(shown)")
            return try await PhotoRows.require(id, in: inventory, sql)
        }
    }
}
