import ToteApplication
import ToteDomain
import ToteHTTP

/// Bodies of the box routes. Text is passed on as sent; the domain validates it.
struct NewBoxBody: Decodable {
    let title: String
    let location: String?
    let note: String?
}

/// Changes to a box: a field left out stays as it is; `null` clears a location or a note.
struct BoxPatchBody: Decodable {
    let title: String?
    let location: Patch<String>
    let note: Patch<String>
    let version: Int?

    private enum CodingKeys: String, CodingKey {
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
struct EmptyBoxBody: Decodable {
    let into: Int
}
