import ToteDomain
import ToteJSONText

/// A photo's facts as the JSON reference describes them (docs/json.md): never its bytes, which are fetched apart.
public enum PhotoJSON {
    public static func photo(_ photo: Photo) -> JSONValue {
        let (box, item): (Int?, Int?) =
            switch photo.subject {
            case .box(let number): (number.value, nil)
            case .item(let number): (nil, number.value)
            }
        return .object([
            "id": .string(photo.id.description),
            "box": box.map { .integer($0) } ?? .null,
            "item": item.map { .integer($0) } ?? .null,
            "mediaType": .string(photo.format.mediaType),
            "width": .integer(photo.width),
            "height": .integer(photo.height),
            "bytes": .integer(photo.byteCount),
            "thumbnailBytes": photo.thumbnailByteCount.map { .integer($0) } ?? .null,
            "cover": .bool(photo.isCover),
            "addedAt": .string(HistoryJSON.timestamp(photo.addedAt)),
        ])
    }
}
