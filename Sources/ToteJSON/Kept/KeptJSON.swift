import Foundation
import ToteApplication
import ToteDomain
import ToteJSONText

/// Tote's lossless export: JSON Lines, one JSON object a line, so that a file of any size is written and read a line
/// at a time. The first line names the format and its version and counts what follows; then a line per box, per
/// item and per event (oldest first), and a last line counting them again.
public enum KeptJSON {
    public static let format = "tote-inventory"
    /// The newest version of the format this Tote writes and reads: 2 added photos, 3 the box a box is packed in,
    /// 4 places.
    public static let version = 4

    /// The lines of one part of an inventory, each ending with a line break.
    public static func lines(_ part: KeptPart) throws -> String {
        switch part {
        case .start(let counts):
            var members = self.counts(counts)
            members["format"] = .string(format)
            members["version"] = .integer(version)
            return line(.object(members))
        case .boxes(let boxes): return boxes.map { line(.object(["box": box($0)])) }.joined()
        case .items(let items): return items.map { line(.object(["item": item($0)])) }.joined()
        case .photos(let photos): return photos.map { line(.object(["photo": photo($0)])) }.joined()
        case .events(let events):
            let encoder = JSONEncoder()
            return try events.map { event in
                "{\"event\":" + String(decoding: try encoder.encode(event), as: UTF8.self) + "}\n"
            }.joined()
        case .end(let counts): return line(.object(["end": .object(self.counts(counts))]))
        }
    }

    private static func line(_ value: JSONValue) -> String {
        JSONDocument.compactText(for: value) + "\n"
    }

    private static func counts(_ counts: KeptCounts) -> [String: JSONValue] {
        [
            "nextBoxNumber": .integer(counts.nextBoxNumber), "nextItemNumber": .integer(counts.nextItemNumber),
            "boxes": .integer(counts.boxes), "items": .integer(counts.items), "events": .integer(counts.events),
            "photos": .integer(counts.photos),
        ]
    }

    private static func box(_ kept: KeptBox) -> JSONValue {
        let box = kept.box
        return .object(
            [
                "id": .string(box.id.description), "number": .integer(box.number.value),
                "title": .string(box.title.text), "location": text(box.location?.text), "note": text(box.note?.text),
                "room": text(box.room?.text), "status": .string(box.status.rawValue),
                "marks": .array(box.marks.map(\.rawValue).sorted().map { .string($0) }),
                "version": .integer(box.version), "importKey": text(kept.importKey),
                "container": text(box.container?.description),
                "kind": box.kind == .box ? nil : .string(box.kind.rawValue),
            ].compactMapValues { $0 })
    }

    private static func item(_ kept: KeptItem) -> JSONValue {
        let item = kept.item
        return .object(
            [
                "id": .string(item.id.description), "number": .integer(item.number.value),
                "box": .object([
                    "id": .string(item.box.id.description), "number": .integer(item.box.number.value),
                    "title": .string(item.box.title.text),
                ]),
                "title": .string(item.title.text), "quantity": .integer(item.quantity.value),
                "note": text(item.note?.text), "version": .integer(item.version), "importKey": text(kept.importKey),
            ].compactMapValues { $0 })
    }

    /// A photo with its bytes in Base64; the milliseconds of when it was added, as events keep their moments.
    private static func photo(_ kept: KeptPhoto) -> JSONValue {
        let photo = kept.photo
        var members: [String: JSONValue] = [
            "id": .string(photo.id.description), "cover": .bool(photo.isCover),
            "addedAt": .integer(Int((photo.addedAt.timeIntervalSince1970 * 1000).rounded())),
            "data": .string(kept.original.data.base64EncodedString()),
        ]
        switch photo.subject {
        case .box(let number): members["box"] = .integer(number.value)
        case .item(let number): members["item"] = .integer(number.value)
        }
        if let thumbnail = kept.thumbnail {
            members["thumbnail"] = .object(["data": .string(thumbnail.data.base64EncodedString())])
        }
        return .object(members)
    }

    private static func text(_ text: String?) -> JSONValue? {
        text.map { .string($0) }
    }
}
