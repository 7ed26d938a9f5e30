import GRDB
import ToteApplication
import ToteDomain

extension GRDBInventoryReadModel {
    func photos(of subject: PhotoSubject) async throws -> [Photo]? {
        try await pool.read { [scope] db in
            guard let identity = try PhotoTable.identity(of: subject, in: scope, db) else { return nil }
            return try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT \(PhotoTable.columns) FROM \(PhotoTable.shown)
                        WHERE photo.\(identity.column) = ? ORDER BY photo.rowid
                        """),
                arguments: [identity.id]
            ).map(PhotoTable.photo(from:))
        }
    }

    func photo(_ id: PhotoID) async throws -> Photo? {
        try await pool.read { [scope] db in try PhotoTable.find(id, in: scope, db) }
    }

    func file(of id: PhotoID, thumbnail: Bool) async throws -> PhotoFile? {
        try await pool.read { [scope] db in
            guard try PhotoTable.find(id, in: scope, db) != nil else { return nil }
            let row = try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT CASE WHEN photo_bytes.thumbnail THEN photo.thumbnail_format ELSE photo.format END
                            AS format, photo_bytes.data
                        FROM photo JOIN photo_bytes ON photo_bytes.photo_id = photo.id
                        WHERE photo.id = ? AND photo_bytes.thumbnail IN (0, ?)
                        ORDER BY photo_bytes.thumbnail DESC LIMIT 1
                        """),
                arguments: [id.description, thumbnail])
            guard let row, let format = PhotoFormat(rawValue: row["format"]) else { return nil }
            return PhotoFile(format: format, data: row["data"])
        }
    }

    func covers(of subjects: [PhotoSubject]) async throws -> [PhotoSubject: Photo] {
        let boxes = subjects.compactMap { subject -> Int? in
            if case .box(let number) = subject { number.value } else { nil }
        }
        let items = subjects.compactMap { subject -> Int64? in
            if case .item(let number) = subject { scope.itemRowID(number) } else { nil }
        }
        return try await pool.read { [scope] db in
            let rows =
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT \(PhotoTable.columns) FROM box JOIN photo ON photo.box_id = box.id AND photo.is_cover
                        LEFT JOIN item ON 0
                        WHERE box.inventory_id = ? AND box.number IN \(Self.placeholders(boxes.count))
                        """, arguments: StatementArguments([scope.id.description] + boxes))
                + Row.fetchAll(
                    db,
                    sql: """
                        SELECT \(PhotoTable.columns) FROM item JOIN photo ON photo.item_id = item.id AND photo.is_cover
                        LEFT JOIN box ON 0
                        WHERE item.rowid IN \(Self.placeholders(items.count))
                        """, arguments: StatementArguments(items))
            let covers = try rows.map(PhotoTable.photo(from:))
            return Dictionary(covers.map { ($0.subject, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    private static func placeholders(_ count: Int) -> String {
        "(" + Array(repeating: "?", count: count).joined(separator: ", ") + ")"
    }
}
