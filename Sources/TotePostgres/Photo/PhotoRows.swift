import Foundation
import PostgresNIO
import ToteApplication
import ToteDomain

/// The `photo` and `photo_bytes` tables: a photo's facts apart from its bytes, so lists never read the bytes.
enum PhotoRows {
    static let columns = """
        photo.id, photo.format, photo.width, photo.height, photo.byte_count, photo.thumbnail_byte_count,
        photo.is_cover, photo.added_at, box.number AS box_number, item.number AS item_number
        """

    /// Photos with the box or item they show, which is missing while that box or item is removed.
    static let shown = """
        photo LEFT JOIN box ON box.id = photo.box_id LEFT JOIN item ON item.id = photo.item_id
        """

    static let isShown = "(box.id IS NOT NULL OR item.id IS NOT NULL)"

    static func photo(from row: PostgresRandomAccessRow) throws -> Photo {
        let subject: PhotoSubject =
            if let box = try row.decode("box_number", as: Int?.self) { .box(try BoxNumber(box)) } else {
                .item(try row.number("item_number"))
            }
        guard let format = PhotoFormat(rawValue: try row.decode("format")) else { throw UnknownPhotoFormat() }
        return Photo(
            id: try row.entityID("id"), subject: subject, format: format, width: try row.decode("width"),
            height: try row.decode("height"), byteCount: try row.decode("byte_count"),
            thumbnailByteCount: try row.decode("thumbnail_byte_count"), isCover: try row.decode("is_cover"),
            addedAt: try row.date("added_at"))
    }

    static func kept(from row: PostgresRandomAccessRow) throws -> KeptPhoto {
        let photo = try photo(from: row)
        let thumbnailFormat = try row.decode("thumbnail_format", as: String?.self).flatMap(PhotoFormat.init(rawValue:))
        let small = try row.decode("small_data", as: Data?.self)
        return KeptPhoto(
            photo: photo, original: PhotoFile(format: photo.format, data: try row.decode("data")),
            thumbnail: thumbnailFormat.flatMap { format in small.map { PhotoFile(format: format, data: $0) } })
    }

    static func find(_ id: PhotoID, in inventory: InventoryID, locking: Bool = false, _ sql: SQL) async throws
        -> Photo?
    {
        try await sql.row(
            """
            SELECT \(unescaped: columns) FROM \(unescaped: shown)
            WHERE photo.id = \(id.uuid) AND photo.inventory_id = \(inventory.uuid) AND \(unescaped: isShown)
            \(unescaped: locking ? "FOR UPDATE OF photo" : "")
            """
        ).map(photo(from:))
    }

    static func require(_ id: PhotoID, in inventory: InventoryID, _ sql: SQL) async throws -> Photo {
        guard let photo = try await find(id, in: inventory, locking: true, sql) else {
            throw InventoryError.photoNotFound
        }
        return photo
    }

    /// The column that shows the subject and the identity of the box or item, if it is there; `locking` it
    /// until the transaction ends, so photos added to one box at once take turns.
    static func identity(of subject: PhotoSubject, in inventory: InventoryID, locking: Bool = false, _ sql: SQL)
        async throws -> (column: String, id: UUID)?
    {
        let lock = locking ? "FOR UPDATE" : ""
        switch subject {
        case .box(let number):
            return try await sql.value(
                """
                SELECT id FROM box WHERE inventory_id = \(inventory.uuid) AND number = \(number.value)
                \(unescaped: lock)
                """, as: UUID.self
            ).map { ("box_id", $0) }
        case .item(let number):
            return try await sql.value(
                """
                SELECT id FROM item WHERE inventory_id = \(inventory.uuid) AND number = \(number.value)
                \(unescaped: lock)
                """, as: UUID.self
            ).map { ("item_id", $0) }
        }
    }

    /// Locks the box or item a stored photo shows until the transaction ends, and returns its identity.
    @discardableResult
    static func lockSubject(of id: PhotoID, _ sql: SQL) async throws -> UUID? {
        let shown = try await sql.value(
            "SELECT coalesce(box_id, item_id) FROM photo WHERE id = \(id.uuid)", as: UUID.self)
        try await sql.execute("SELECT 1 FROM box WHERE id = \(shown) FOR UPDATE")
        try await sql.execute("SELECT 1 FROM item WHERE id = \(shown) FOR UPDATE")
        return shown
    }

    static func insert(
        _ photo: Photo, _ draft: PhotoDraft, showing identity: (column: String, id: UUID), in inventory: InventoryID,
        _ sql: SQL
    ) async throws {
        let box = identity.column == "box_id" ? identity.id : nil
        let item = identity.column == "item_id" ? identity.id : nil
        try await sql.execute(
            """
            INSERT INTO photo (id, inventory_id, box_id, item_id, format, width, height, byte_count, thumbnail_format,
                thumbnail_byte_count, is_cover, added_at)
            VALUES (\(photo.id.uuid), \(inventory.uuid), \(box), \(item), \(photo.format.rawValue), \(photo.width),
                \(photo.height), \(photo.byteCount), \(draft.thumbnail?.format.rawValue), \(photo.thumbnailByteCount),
                \(photo.isCover), \(photo.addedAt.millisecondsSince1970))
            """)
        try await sql.execute(
            """
            INSERT INTO photo_bytes (photo_id, thumbnail, data) VALUES (\(photo.id.uuid), false, \(draft.original.data))
            """
        )
        if let thumbnail = draft.thumbnail {
            try await sql.execute(
                "INSERT INTO photo_bytes (photo_id, thumbnail, data) VALUES (\(photo.id.uuid), true, \(thumbnail.data))"
            )
        }
    }
}

struct UnknownPhotoFormat: Error, CustomStringConvertible {
    var description: String { "a photo of an unknown format" }
}
