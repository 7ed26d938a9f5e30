import ToteApplication
import ToteDomain
import ToteJSONText

/// Share links as the API and the command line show them.
public enum ShareLinkJSON {
    /// A link just made: the only time its secret is shown.
    public static func new(_ new: NewShareLink, url: String) -> JSONValue {
        .object(
            members(of: new.link).merging([
                "token": .string(new.token.text), "path": .string(path(new.token)), "url": .string(url),
            ]) { $1 })
    }

    /// A link without its secret.
    public static func link(_ link: ShareLinkSummary) -> JSONValue {
        .object(members(of: link))
    }

    /// Where a link's pages are: the secret is in the address, as in an invitation's.
    public static func path(_ token: SecretToken) -> String {
        "/s/\(token.text)"
    }

    private static func members(of link: ShareLinkSummary) -> [String: JSONValue] {
        let scope: (kind: String, room: JSONValue, boxes: JSONValue) =
            switch link.scope {
            case .inventory: ("inventory", .null, .null)
            case .room(let room): ("room", .string(room.text), .null)
            case .boxes(let numbers): ("boxes", .null, .array(numbers.map { .integer($0.value) }))
            }
        return [
            "id": .string(link.id.description),
            "scope": .string(scope.kind), "room": scope.room, "boxes": scope.boxes,
            "note": .string(link.note?.text),
            "madeBy": HistoryJSON.author(link.madeBy),
            "createdAt": .string(HistoryJSON.timestamp(link.createdAt)),
            "expiresAt": .string(HistoryJSON.timestamp(link.expiresAt)),
            "lastUsedAt": .string(link.lastUsedAt.map(HistoryJSON.timestamp)),
        ]
    }
}
