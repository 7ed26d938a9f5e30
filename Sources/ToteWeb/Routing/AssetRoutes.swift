import Foundation
import Hummingbird
import ToteHTTP
import ToteLabels

/// Serves the stylesheet and the scripts under `/assets/`, and what makes the pages an app a phone can install and
/// use offline: the manifest, the icons, the favicon and the service worker.
enum AssetRoutes {
    private static let javaScript = "text/javascript; charset=utf-8"

    /// The files under `/assets/`, each with its type.
    private static let files: [(name: String, type: String)] = [
        ("tote.css", "text/css; charset=utf-8"),
        ("live.js", javaScript), ("forms.js", javaScript), ("search.js", javaScript), ("photos.js", javaScript),
        ("offline.js", javaScript), ("waiting.js", javaScript), ("copy.js", javaScript), ("picker.js", javaScript),
        ("newbox.js", javaScript), ("scan.js", javaScript),
        ("offline.html", "text/html; charset=utf-8"),
    ]
    private static let icons: [(name: String, type: String)] = [
        ("icon.svg", "image/svg+xml"), ("icon-192.png", "image/png"), ("icon-512.png", "image/png"),
        ("icon-maskable-192.png", "image/png"), ("icon-maskable-512.png", "image/png"),
        ("apple-touch-icon.png", "image/png"),
    ]

    static func add(to router: Router<ToteRequestContext>) throws {
        var served: [Asset] = []
        for file in files {
            let asset = try Asset.load(file.name, type: file.type)
            router.get("/assets/\(file.name)") { _, _ in asset.response }
            served.append(asset)
        }
        for icon in icons {
            let asset = try Asset.load("Icons/\(icon.name)", type: icon.type)
            router.get("/assets/icons/\(icon.name)") { _, _ in asset.response }
            served.append(asset)
        }
        let favicon = try Asset.load("Icons/favicon.ico", type: "image/x-icon")
        let manifest = try Asset.load("manifest.webmanifest", type: "application/manifest+json")
        router.get("/favicon.ico") { _, _ in favicon.response }
        router.get("/manifest.webmanifest") { _, _ in manifest.response }
        let worker = try ServiceWorker(
            script: Asset.load("sw.js", type: javaScript), shell: served + [favicon, manifest])
        router.get("/sw.js") { _, _ in worker.response }
        let print = Asset(data: Data(PrintStyle.script.utf8), contentType: javaScript)
        router.get("/assets/print.js") { _, _ in print.response }
        router.get("/assets/labels/{file}") { _, context in
            let file = context.parameters.get("file") ?? ""
            guard file.hasSuffix(".css"), let paper = try? LabelPaper(parsing: String(file.dropLast(4))) else {
                throw RequestError.routeNotFound
            }
            return Asset(data: Data(PrintStyle.css(for: paper).utf8), contentType: "text/css; charset=utf-8").response
        }
    }
}
