import ToteApplication
import ToteDomain
import ToteJSONText

/// What a search found, as the JSON documents described in the JSON reference (docs/json.md): the API's search and
/// `find --json` print the same.
public enum SearchJSON {
    /// One page of hits, with where it is in the whole list and which text was searched; each box found, and the box
    /// of each item found, with the places and boxes it is in (`paths`, by box number; none for a box on its own).
    public static func results(_ results: SearchResults, paths: [BoxNumber: [PathStep]]) -> JSONValue {
        .object([
            "entries": .array(results.hits.map { hit($0, paths: paths) }),
            "page": .integer(results.request.number),
            "perPage": .integer(results.request.size),
            "totalCount": .integer(results.totalCount),
            "totalCountIsExact": .bool(results.isTotalExact),
            "pageCount": .integer(results.pageCount),
            "searched": .string(results.query.text),
            "typed": .string(results.typed),
        ])
    }

    /// A box or an item found: `kind` says which, and the member of that name holds it.
    public static func hit(_ hit: SearchHit, paths: [BoxNumber: [PathStep]]) -> JSONValue {
        switch hit {
        case .box(let box):
            .object(["kind": .string("box"), "box": InventoryJSON.box(box, in: paths[box.number] ?? [])])
        case .item(let item):
            .object(["kind": .string("item"), "item": InventoryJSON.item(item, boxIn: paths[item.box.number] ?? [])])
        }
    }
}
