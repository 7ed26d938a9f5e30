import Foundation
import ToteApplication
import ToteDomain
import ToteImages

/// One line of a lossless export as JSON gives it, checked field by field into a ``KeptRecord``; a fault is named
/// by its line and JSON path.
struct KeptLine: Decodable {
    struct Counts: Decodable {
        let nextBoxNumber: Int
        let nextItemNumber: Int
        let boxes: Int
        let items: Int
        let events: Int
        let photos: Int?
    }

    struct BoxLine: Decodable {
        let id: String
        let number: Int
        let title: String
        let location: String?
        let note: String?
        let room: String?
        let status: String
        let marks: [String]
        let version: Int
        let importKey: String?
        /// The identity of the box it is packed in; absent for a box on its own, and in files made before boxes
        /// went into boxes.
        let container: String?
        /// `place` for a place; absent for a box, and in files made before places.
        let kind: String?
    }

    struct Reference: Decodable {
        let id: String
        let number: Int
        let title: String
    }

    struct PhotoFileLine: Decodable {
        let data: String
    }

    struct PhotoLine: Decodable {
        let id: String
        let box: Int?
        let item: Int?
        let cover: Bool
        let addedAt: Double
        let data: String
        let thumbnail: PhotoFileLine?
    }

    struct ItemLine: Decodable {
        let id: String
        let number: Int
        let box: Reference
        let title: String
        let quantity: Int
        let note: String?
        let version: Int
        let importKey: String?
    }

    let format: String?
    let version: Int?
    let nextBoxNumber: Int?
    let nextItemNumber: Int?
    let boxes: Int?
    let items: Int?
    let events: Int?
    let photos: Int?
    let box: BoxLine?
    let item: ItemLine?
    let photo: PhotoLine?
    let end: Counts?

    /// The record of one line of text. The event of an `event` line is read by `DomainEvent`'s own decoding.
    static func record(_ text: Data, line: Int) throws(ImportError) -> KeptRecord {
        let decoder = JSONDecoder()
        let parsed: KeptLine
        do {
            parsed = try decoder.decode(KeptLine.self, from: text)
        } catch {
            throw fault(error, line: line)
        }
        if let format = parsed.format {
            return try start(parsed, format: format, line: line)
        }
        if let box = parsed.box { return .box(try Self.box(box, line: line)) }
        if let item = parsed.item { return .item(try Self.item(item, line: line)) }
        if let photo = parsed.photo { return .photo(try Self.photo(photo, line: line)) }
        if let end = parsed.end { return .end(counts(end)) }
        do {
            struct EventLine: Decodable { let event: DomainEvent }
            return .event(try decoder.decode(EventLine.self, from: text).event)
        } catch {
            throw fault(error, line: line, in: "event")
        }
    }

    private static func start(_ line: KeptLine, format: String, line number: Int) throws(ImportError) -> KeptRecord {
        guard format == KeptJSON.format else {
            throw ImportError(line: number, field: "format", "“\(format)” is not a Tote inventory")
        }
        guard let version = line.version else {
            throw ImportError(line: number, field: "version", "the header gives no format version")
        }
        guard version <= KeptJSON.version else {
            throw ImportError(
                line: number, field: "version",
                "the file is of format version \(version), newer than this Tote reads (\(KeptJSON.version)); "
                    + "upgrade Tote to import it")
        }
        guard let nextBox = line.nextBoxNumber, let nextItem = line.nextItemNumber, let boxes = line.boxes,
            let items = line.items, let events = line.events
        else { throw ImportError(line: number, "the header does not count the boxes, items and events that follow") }
        return .start(
            KeptCounts(
                nextBoxNumber: nextBox, nextItemNumber: nextItem, boxes: boxes, items: items, events: events,
                photos: line.photos ?? 0))
    }

    private static func counts(_ counts: Counts) -> KeptCounts {
        KeptCounts(
            nextBoxNumber: counts.nextBoxNumber, nextItemNumber: counts.nextItemNumber, boxes: counts.boxes,
            items: counts.items, events: counts.events, photos: counts.photos ?? 0)
    }

    private static func box(_ box: BoxLine, line: Int) throws(ImportError) -> KeptBox {
        func field<Value>(_ name: String, _ read: () throws(ValidationError) -> Value) throws(ImportError) -> Value {
            try checked(line, "box.\(name)", read)
        }
        let kept = try Box(
            id: identity(box.id, line: line, "box.id"),
            number: field("number") { () throws(ValidationError) in try BoxNumber(box.number) },
            title: field("title") { () throws(ValidationError) in try Title(box.title) },
            location: field("location") { () throws(ValidationError) in try box.location.map(Location.init) },
            note: field("note") { () throws(ValidationError) in try box.note.map(Note.present) },
            room: field("room") { () throws(ValidationError) in try box.room.map(Room.init) },
            status: field("status") { () throws(ValidationError) in try PackingStatus(parsing: box.status) },
            marks: Set(field("marks") { () throws(ValidationError) in try box.marks.map(BoxMark.init(parsing:)) }),
            container: box.container.map { text throws(ImportError) in try identity(text, line: line, "box.container")
            },
            kind: field("kind") { () throws(ValidationError) in try box.kind.map(BoxKind.init(parsing:)) ?? .box },
            version: version(box.version, line: line, "box.version"))
        return KeptBox(box: kept, importKey: try importKey(box.importKey, line: line, "box.importKey"))
    }

    private static func item(_ item: ItemLine, line: Int) throws(ImportError) -> KeptItem {
        func field<Value>(_ name: String, _ read: () throws(ValidationError) -> Value) throws(ImportError) -> Value {
            try checked(line, "item.\(name)", read)
        }
        let box = try BoxReference(
            id: identity(item.box.id, line: line, "item.box.id"),
            number: field("box.number") { () throws(ValidationError) in try BoxNumber(item.box.number) },
            title: field("box.title") { () throws(ValidationError) in try Title(item.box.title) })
        let kept = try Item(
            id: identity(item.id, line: line, "item.id"),
            number: field("number") { () throws(ValidationError) in try ItemNumber(item.number) },
            title: field("title") { () throws(ValidationError) in try Title(item.title) },
            quantity: field("quantity") { () throws(ValidationError) in try Quantity(item.quantity) },
            note: field("note") { () throws(ValidationError) in try item.note.map(Note.present) }, box: box,
            version: version(item.version, line: line, "item.version"))
        return KeptItem(item: kept, importKey: try importKey(item.importKey, line: line, "item.importKey"))
    }

    /// A photo line, its bytes checked and scrubbed as an upload's are: its type is what its bytes are.
    private static func photo(_ photo: PhotoLine, line: Int) throws(ImportError) -> KeptPhoto {
        let subject: PhotoSubject
        switch (photo.box, photo.item) {
        case (let box?, nil):
            subject = .box(try checked(line, "photo.box") { () throws(ValidationError) in try BoxNumber(box) })
        case (nil, let item?):
            subject = .item(try checked(line, "photo.item") { () throws(ValidationError) in try ItemNumber(item) })
        default:
            throw ImportError(line: line, field: "photo", "a photo shows either a box or an item")
        }
        guard let original = Data(base64Encoded: photo.data) else {
            throw ImportError(line: line, field: "photo.data", "this is not Base64")
        }
        var thumbnail: Data?
        if let small = photo.thumbnail {
            guard let data = Data(base64Encoded: small.data) else {
                throw ImportError(line: line, field: "photo.thumbnail.data", "this is not Base64")
            }
            thumbnail = data
        }
        let draft: PhotoDraft
        do {
            draft = try PhotoScrubber.draft(original: original, thumbnail: thumbnail)
        } catch {
            throw ImportError(line: line, field: "photo.data", error.description)
        }
        let kept = Photo(
            id: try identity(photo.id, line: line, "photo.id"), subject: subject, format: draft.original.format,
            width: draft.width, height: draft.height, byteCount: draft.original.data.count,
            thumbnailByteCount: draft.thumbnail?.data.count, isCover: photo.cover,
            addedAt: Date(timeIntervalSince1970: photo.addedAt / 1000))
        return KeptPhoto(photo: kept, original: draft.original, thumbnail: draft.thumbnail)
    }

    private static func version(_ version: Int, line: Int, _ field: String) throws(ImportError) -> Int {
        guard version >= 1 else {
            throw ImportError(line: line, field: field, "a version counts from 1, not \(version)")
        }
        return version
    }

    private static func identity<Entity>(_ text: String, line: Int, _ field: String) throws(ImportError)
        -> EntityID<Entity>
    {
        guard let id = EntityID<Entity>(uuidString: text) else {
            throw ImportError(line: line, field: field, "“\(text)” is not an identity (a UUID)")
        }
        return id
    }

    private static func importKey(_ key: String?, line: Int, _ field: String) throws(ImportError) -> String? {
        guard let key, key.isEmpty else { return key }
        throw ImportError(line: line, field: field, "an import key is never empty")
    }

    private static func checked<Value>(_ line: Int, _ field: String, _ read: () throws(ValidationError) -> Value)
        throws(ImportError) -> Value
    {
        do { return try read() } catch { throw ImportError(line: line, field: field, error.description) }
    }

    /// A decoding error as a fault of the line, at its JSON path.
    private static func fault(_ error: any Error, line: Int, in root: String? = nil) -> ImportError {
        func path(_ keys: [any CodingKey]) -> String? {
            let path = ([root].compactMap { $0 } + keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue })
                .joined(separator: ".")
            return path.isEmpty ? nil : path
        }
        switch error {
        case let error as ImportError: return error
        case let error as ValidationError: return ImportError(line: line, field: root, error.description)
        case DecodingError.keyNotFound(let key, let context):
            return ImportError(line: line, field: path(context.codingPath + [key]), "this is missing")
        case DecodingError.typeMismatch(let type, let context), DecodingError.valueNotFound(let type, let context):
            return ImportError(line: line, field: path(context.codingPath), "this is not \(Self.name(of: type))")
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            return ImportError(line: line, "the line is not JSON (a file cut short in the middle of a line?)")
        case DecodingError.dataCorrupted(let context):
            return ImportError(line: line, field: path(context.codingPath), context.debugDescription)
        default: return ImportError(line: line, String(describing: error))
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Int64.Type: "a whole number"
        case is String.Type: "text"
        case is [String].Type: "a list of text"
        default: "what it should be"
        }
    }
}
