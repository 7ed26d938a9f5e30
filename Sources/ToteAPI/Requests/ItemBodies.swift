import ToteApplication
import ToteDomain
import ToteHTTP

/// Bodies of the item routes. Text is passed on as sent for the use case to validate; numbers become the
/// domain's values here.
struct NewItemBody: JSONBody {
    let title: String
    let quantity: Int?
    let note: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, quantity, note
    }
}

/// Many items for one box, added in one change: all of them or none.
struct NewItemsBody: JSONBody {
    let items: [NewItemBody]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case items
    }

    /// The one command that adds them all; a quantity the domain refuses is refused with its entry's place.
    func request(for box: BoxNumber) throws -> ProvisionItemsRequest {
        ProvisionItemsRequest(
            box: box,
            entries: try items.enumerated().map { index, item in
                do throws(ValidationError) {
                    return ProvisionItemsRequest.Entry(
                        title: item.title,
                        quantity: try item.quantity.map { value throws(ValidationError) in try Quantity(value) }
                            ?? .one,
                        note: item.note)
                } catch {
                    throw RefusedEntry(position: index + 1, error: error)
                }
            })
    }
}

/// Changes to an item: a field left out stays as it is; `null` clears the note; `box` moves it;
/// `version`, when given, refuses the change if the item was changed since that version.
struct ItemPatchBody: JSONBody {
    let title: String?
    let quantity: Int?
    let note: Patch<String>
    let box: Int?
    let version: Int?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, quantity, note, box, version
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeUnlessAbsent(String.self, forKey: .title)
        quantity = try container.decodeUnlessAbsent(Int.self, forKey: .quantity)
        note = try container.decodePatch(String.self, forKey: .note)
        box = try container.decodeUnlessAbsent(Int.self, forKey: .box)
        version = try container.decodeUnlessAbsent(Int.self, forKey: .version)
    }

    /// The one command that makes every change of the body, all or none.
    func request(for item: ItemNumber) throws -> ChangeItemRequest {
        let request = ChangeItemRequest(
            item: item, title: title, quantity: try quantity.map { try Quantity($0) }, note: note.change,
            box: try box.map { try BoxNumber($0) },
            expectedVersion: version)
        guard !request.isEmpty else {
            throw RequestError.malformed("give at least one of title, quantity, note or box")
        }
        return request
    }
}

/// The box an item moves into.
struct MoveItemBody: JSONBody {
    let box: Int

    enum CodingKeys: String, CodingKey, CaseIterable {
        case box
    }
}

/// Many items changed at once: moved into a box, given a quantity, or both; or removed.
struct ItemsChangeBody: JSONBody {
    let items: String
    let box: Int?
    let quantity: Int?
    let remove: Bool?
    let seenIn: Int?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case items, box, quantity, remove, seenIn
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        items = try container.decode(String.self, forKey: .items)
        box = try container.decodeUnlessAbsent(Int.self, forKey: .box)
        quantity = try container.decodeUnlessAbsent(Int.self, forKey: .quantity)
        remove = try container.decodeUnlessAbsent(Bool.self, forKey: .remove)
        seenIn = try container.decodeUnlessAbsent(Int.self, forKey: .seenIn)
    }

    /// What the body asks: a removal, or a change of each item.
    enum Intent {
        case change(ChangeItemsRequest)
        case remove(RemoveItemsRequest)
    }

    func intent() throws -> Intent {
        let numbers: [ItemNumber] = try NumberSelection.numbers([items])
        if remove == true {
            guard box == nil, quantity == nil, seenIn == nil else {
                throw RequestError.malformed("a removal takes only the items; leave out box, quantity and seenIn")
            }
            return .remove(RemoveItemsRequest(items: numbers))
        }
        guard box != nil || quantity != nil else {
            throw RequestError.malformed("give box, quantity or both, or remove: true")
        }
        return .change(
            ChangeItemsRequest(
                items: numbers, box: try box.map { try BoxNumber($0) }, quantity: try quantity.map { try Quantity($0) },
                seenIn: try seenIn.map { try BoxNumber($0) }))
    }
}
