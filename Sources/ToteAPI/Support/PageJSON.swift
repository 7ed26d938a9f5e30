import ToteApplication
import ToteJSON

/// The envelope every list of the API comes in.
enum PageJSON {
    static func page<Element>(_ page: Page<Element>, _ entry: (Element) -> JSONValue) -> JSONValue {
        .object([
            "entries": .array(page.entries.map(entry)),
            "page": .integer(page.request.number),
            "perPage": .integer(page.request.size),
            "totalCount": .integer(page.totalCount),
            "pageCount": .integer(page.pageCount),
        ])
    }
}
