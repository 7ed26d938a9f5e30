import Foundation
import GRDB
import ToteApplication
import ToteDomain

/// The `photo` and `photo_bytes` tables: a photo's facts apart from its bytes, so that lists never read a BLOB.
enum PhotoTable {
    /// The photo's columns with the number of what it shows, for a query that joins `box` and `item` to `photo`.
    static let columns = """
        photo.id, photo.format, photo.width, photo.height, photo.byte_count, photo.thumbnail_byte_count,
        photo.is_cover, photo.added_at, box.number AS box_number, item.number AS item_number
        """

    /// Joins what a photo shows, so that photos of a removed box or item are not found.
    static let shown = """
        photo LEFT JOIN box ON box.id = photo.box_id LEFT JOIN item ON item.id = photo.item_id
        """

    static let isShown = "(box.id IS NOT NULL OR item.id IS NOT NULL)"

    static func photo(from row: Row) throws -> Photo {
        let subject: PhotoSubject =
            if let box: Int = row["box_number"] { .box(try BoxNumber(box)) } else {
                .item(try row.number("item_number"))
            }
        guard let format = PhotoFormat(rawValue: row["format"]) else {
            throw DatabaseError(message: "a photo of an unknown format")
        }
        return Photo(
            id: try row.entityID("id"), subject: subject, format: format, width: row["width"], height: row["height"],
            byteCount: row["byte_count"], thumbnailByteCount: row["thumbnail_byte_count"], isCover: row["is_cover"],
            addedAt: Date(millisecondsSince1970: row["added_at"]))
    }

    /// A photo with its bytes, from a row with the photo's columns, `thumbnail_format`, `data` and `small_data`.
    static func kept(from row: Row) throws -> KeptPhoto {
        let photo = try photo(from: row)
        let thumbnailFormat = (row["thumbnail_format"] as String?).flatMap(PhotoFormat.init(rawValue:))
        let small: Data? = row["small_data"]
        return KeptPhoto(
            photo: photo, original: PhotoFile(format: photo.format, data: row["data"]),
            thumbnail: thumbnailFormat.flatMap { format in small.map { PhotoFile(format: format, data: $0) } })
    }

    /// The photo with that handle and what it shows, when that is there; else ``InventoryError/photoNotFound``.
    static func require(_ id: PhotoID, in scope: InventoryScope, _ db: Database) throws -> Photo {
        guard let photo = try find(id, in: scope, db) else { throw InventoryError.photoNotFound }
        return photo
    }

    static func find(_ id: PhotoID, in scope: InventoryScope, _ db: Database) throws -> Photo? {
        try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT \(columns) FROM \(shown) WHERE photo.id = ? AND photo.inventory_id = ? AND \(isShown)
                    """),
            arguments: [id.description, scope.id.description]
        ).map(photo(from:))
    }

    /// The column and identity that say what `subject` is; ``PhotoSubject/missing`` when it is not there.
    static func requireIdentity(of subject: PhotoSubject, in scope: InventoryScope, _ db: Database) throws
        -> (column: String, id: String)
    {
        guard let identity = try identity(of: subject, in: scope, db) else { throw subject.missing }
        return identity
    }

    /// The column and identity that say what `subject` is, or nil when it is not there.
    static func identity(of subject: PhotoSubject, in scope: InventoryScope, _ db: Database) throws
        -> (column: String, id: String)?
    {
        switch subject {
        case .box(let number):
            try String.fetchOne(
                db.cachedStatement(sql: "SELECT id FROM box WHERE inventory_id = ? AND number = ?"),
                arguments: [scope.id.description, number.value]
            ).map { ("box_id", $0) }
        case .item(let number):
            try String.fetchOne(
                db.cachedStatement(sql: "SELECT id FROM item WHERE rowid = ?"), arguments: [scope.itemRowID(number)]
            ).map { ("item_id", $0) }
        }
    }

    static func insert(
        _ photo: Photo, _ draft: PhotoDraft, showing identity: (column: String, id: String),
        in scope: InventoryScope, _ db: Database
    ) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO photo (id, inventory_id, \(identity.column), format, width, height, byte_count,
                    thumbnail_format, thumbnail_byte_count, is_cover, added_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            photo.id.description, scope.id.description, identity.id, photo.format.rawValue, photo.width,
            photo.height, photo.byteCount, draft.thumbnail?.format.rawValue, photo.thumbnailByteCount, photo.isCover,
            photo.addedAt.millisecondsSince1970,
        ])
        let bytes = try db.cachedStatement(sql: "INSERT INTO photo_bytes (photo_id, thumbnail, data) VALUES (?, ?, ?)")
        try bytes.execute(arguments: [photo.id.description, false, draft.original.data])
        if let thumbnail = draft.thumbnail {
            try bytes.execute(arguments: [photo.id.description, true, thumbnail.data])
        }
    }
}
