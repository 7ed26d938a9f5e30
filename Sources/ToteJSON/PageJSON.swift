import ToteApplication
import ToteJSONText

/// The envelope every paged list comes in, from the API and from the command line's `--json`.
public enum PageJSON {
    public static func page<Element>(_ page: Page<Element>, _ entry: (Element) -> JSONValue) -> JSONValue {
        .object([
            "entries": .array(page.entries.map(entry)),
            "page": .integer(page.request.number),
            "perPage": .integer(page.request.size),
            "totalCount": .integer(page.totalCount),
            "pageCount": .integer(page.pageCount),
        ])
    }
}
