/// Bodies of the item routes. Text and numbers are passed on as sent; the domain validates them.
struct NewItemBody: Decodable {
    let title: String
    let quantity: Int?
    let note: String?
}

/// Changes to an item: a field left out stays as it is; `null` clears the note.
struct ItemPatchBody: Decodable {
    let title: String?
    let quantity: Int?
    let note: Patch<String>

    private enum CodingKeys: String, CodingKey {
        case title, quantity, note
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeUnlessAbsent(String.self, forKey: .title)
        quantity = try container.decodeUnlessAbsent(Int.self, forKey: .quantity)
        note = try container.decodePatch(String.self, forKey: .note)
    }
}

/// The box an item moves into.
struct MoveItemBody: Decodable {
    let box: Int
}
