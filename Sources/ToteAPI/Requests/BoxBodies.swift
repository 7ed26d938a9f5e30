import ToteApplication
import ToteDomain
import ToteHTTP

/// Bodies of the box routes. Text is passed on as sent; the domain validates it.
struct NewBoxBody: JSONBody {
    let title: String
    let location: String?
    let note: String?
    /// “box” (when absent) or “place”.
    let kind: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, location, note, kind
    }

    var request: ProvisionBoxRequest {
        get throws {
            ProvisionBoxRequest(
                title: title, location: location, note: note,
                kind: try kind.map { text throws(ValidationError) in try BoxKind(parsing: text) } ?? .box)
        }
    }
}

/// Changes to a box: a field left out stays as it is; `null` clears a location or a note.
struct BoxPatchBody: JSONBody {
    let title: String?
    let location: Patch<String>
    let note: Patch<String>
    let version: Int?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, location, note, version
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeUnlessAbsent(String.self, forKey: .title)
        location = try container.decodePatch(String.self, forKey: .location)
        note = try container.decodePatch(String.self, forKey: .note)
        version = try container.decodeUnlessAbsent(Int.self, forKey: .version)
    }

    /// The one command that makes every change of the body, all or none.
    func request(for box: BoxNumber) throws -> ChangeBoxRequest {
        let request = ChangeBoxRequest(
            box: box, title: title, location: location.change, note: note.change, expectedVersion: version)
        guard !request.isEmpty else {
            throw RequestError.malformed("give at least one of title, location or note to change")
        }
        return request
    }
}

/// Where to move every item of a box.
struct EmptyBoxBody: JSONBody {
    let into: Int

    /// The box `into` names; a number that is none is refused as the value of `into`.
    func destination() throws -> BoxNumber {
        try Self.box(into)
    }

    /// The box a number sent as `into` names; one that is none is refused as the value of `into`.
    static func box(_ into: Int) throws -> BoxNumber {
        do {
            return try BoxNumber(into)
        } catch {
            throw MemberRefusal(member: "into", error: error)
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case into
    }
}

/// Where a box goes: `into` a box, or, left out or `null`, out of the one it is in.
struct MoveBoxBody: JSONBody {
    let into: Int?

    /// The box `into` names, or nil to take the box out; a number that is none is refused as the value of `into`.
    func destination() throws -> BoxNumber? {
        try into.map(EmptyBoxBody.box)
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case into
    }
}

/// One change to many boxes: `boxes` as numbers and ranges (`"3 7 12-40"`) and exactly one of `room` (`null` or
/// blank clears it), `status`, `mark` or `unmark`.
struct BoxesChangeBody: JSONBody {
    let boxes: String
    let room: Patch<String>
    let status: String?
    let mark: String?
    let unmark: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case boxes, room, status, mark, unmark
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        boxes = try container.decode(String.self, forKey: .boxes)
        room = try container.decodePatch(String.self, forKey: .room)
        status = try container.decodeUnlessAbsent(String.self, forKey: .status)
        mark = try container.decodeUnlessAbsent(String.self, forKey: .mark)
        unmark = try container.decodeUnlessAbsent(String.self, forKey: .unmark)
    }

    func request() throws -> ChangeBoxesRequest {
        let changes: [ChangeBoxesRequest.Change] =
            [
                room.change.map { .room($0 ?? "") }, status.map { .status($0) }, mark.map { .mark($0) },
                unmark.map { .unmark($0) },
            ].compactMap { $0 }
        guard changes.count == 1, let change = changes.first else {
            throw RequestError.malformed("give exactly one of room, status, mark or unmark to change")
        }
        return ChangeBoxesRequest(boxes: try NumberSelection.numbers([boxes]), change: change)
    }
}
