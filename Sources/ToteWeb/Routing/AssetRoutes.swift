import Foundation
import Hummingbird
import ToteHTTP
import ToteLabels

/// Serves the stylesheet, the live-update script, the script that sends each form once and the one that searches
/// as a person types, the one that makes photos small before they are sent, under `/assets/`.
enum AssetRoutes {
    static func add(to router: Router<ToteRequestContext>) throws {
        let stylesheet = try Asset.load("tote.css", type: "text/css; charset=utf-8")
        let script = try Asset.load("live.js", type: "text/javascript; charset=utf-8")
        let forms = try Asset.load("forms.js", type: "text/javascript; charset=utf-8")
        let search = try Asset.load("search.js", type: "text/javascript; charset=utf-8")
        let photos = try Asset.load("photos.js", type: "text/javascript; charset=utf-8")
        router.get("/assets/tote.css") { _, _ in stylesheet.response }
        router.get("/assets/live.js") { _, _ in script.response }
        router.get("/assets/forms.js") { _, _ in forms.response }
        router.get("/assets/search.js") { _, _ in search.response }
        router.get("/assets/photos.js") { _, _ in photos.response }
        for paper in LabelPaper.allCases {
            let style = Asset(data: Data(PrintStyle.css(for: paper).utf8), contentType: "text/css; charset=utf-8")
            router.get("/assets/labels-\(paper.rawValue).css") { _, _ in style.response }
        }
    }
}
