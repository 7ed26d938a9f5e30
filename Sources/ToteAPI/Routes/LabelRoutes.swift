import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteLabels

/// Box labels to print: sheets or a label printer's labels, as one HTML page to print or one SVG drawing.
enum LabelRoutes {
    static func add(to inventory: InventoryGroups, environment: ServerEnvironment) {
        inventory.reading.get("labels") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let isSVG = try format(of: request)
            let options = try LabelOptions(
                boxes: request.text("boxes") ?? "", paper: request.text("paper") ?? "a4",
                layout: request.text("layout") ?? "3x8", skip: request.text("skip") ?? "0",
                contents: request.text("contents") ?? "0")
            let address = try PublicURL(environment.absoluteURL("/", for: request, context: context))
            let sheets = try await options.sheets(from: access.useCases.queries, at: address)
            if isSVG {
                let drawings = try sheets.svg()
                guard drawings.count == 1 else { throw LabelError.severalPages(drawings.count) }
                return answer(drawings[0], type: "image/svg+xml")
            }
            let assets = environment.absoluteURL("/assets", for: request, context: context)
            return answer(try sheets.html(title: "Box labels", assets: .served(under: assets)), type: "text/html")
        }
    }

    /// Whether the `format` asked for is `svg` rather than `html`, the default.
    private static func format(of request: Request) throws(RequestError) -> Bool {
        switch request.text("format") {
        case nil, "html": false
        case "svg": true
        case let text?: throw RequestError.malformed("format must be html or svg, not '\(text)'")
        }
    }

    private static func answer(_ text: String, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "\(type); charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
