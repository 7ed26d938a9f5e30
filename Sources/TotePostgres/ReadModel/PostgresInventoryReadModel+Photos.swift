import PostgresNIO
import ToteApplication
import ToteDomain

extension PostgresInventoryReadModel {
    func photos(of subject: PhotoSubject) async throws -> [Photo]? {
        try await database.read { [inventory] sql in
            guard let identity = try await PhotoRows.identity(of: subject, in: inventory, sql) else { return nil }
            return try await sql.rows(
                """
                SELECT \(unescaped: PhotoRows.columns) FROM \(unescaped: PhotoRows.shown)
                WHERE photo.\(unescaped: identity.column) = \(identity.id) ORDER BY photo.position
                """
            ).map(PhotoRows.photo(from:))
        }
    }

    func photo(_ id: PhotoID) async throws -> Photo? {
        try await database.read { [inventory] sql in try await PhotoRows.find(id, in: inventory, sql) }
    }

    func file(of id: PhotoID, thumbnail: Bool) async throws -> PhotoFile? {
        try await database.read { [inventory] sql in
            guard try await PhotoRows.find(id, in: inventory, sql) != nil else { return nil }
            let row = try await sql.row(
                """
                SELECT CASE WHEN photo_bytes.thumbnail THEN photo.thumbnail_format ELSE photo.format END AS format,
                    photo_bytes.data
                FROM photo JOIN photo_bytes ON photo_bytes.photo_id = photo.id
                WHERE photo.id = \(id.uuid) AND (NOT photo_bytes.thumbnail OR \(thumbnail))
                ORDER BY photo_bytes.thumbnail DESC LIMIT 1
                """)
            guard let row, let format = PhotoFormat(rawValue: try row.decode("format")) else { return nil }
            return PhotoFile(format: format, data: try row.decode("data"))
        }
    }

    func covers(of subjects: [PhotoSubject]) async throws -> [PhotoSubject: Photo] {
        let boxes = subjects.compactMap { subject -> Int? in
            if case .box(let number) = subject { number.value } else { nil }
        }
        let items = subjects.compactMap { subject -> Int? in
            if case .item(let number) = subject { number.value } else { nil }
        }
        let rows = try await database.rows(
            """
            SELECT \(unescaped: PhotoRows.columns) FROM \(unescaped: PhotoRows.shown)
            WHERE photo.inventory_id = \(inventory.uuid) AND photo.is_cover
                AND (box.number = ANY(\(boxes)) OR item.number = ANY(\(items)))
            """)
        let covers = try rows.map(PhotoRows.photo(from:))
        return Dictionary(covers.map { ($0.subject, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
