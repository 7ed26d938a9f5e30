import Foundation
import Mustache

/// Renders the mustache templates of the target's `Templates` folder, compiled into Tote; `{{ }}` escapes HTML.
struct PageRenderer: Sendable {
    /// A template that the target does not ship.
    struct MissingTemplate: Error, CustomStringConvertible {
        let name: String
        var description: String { "no template named \(name)" }
    }

    private let library: MustacheLibrary

    /// Loads every `.mustache` file of the `Templates` folder, each named after its file.
    static func load() throws -> PageRenderer {
        var library = MustacheLibrary()
        for (name, text) in templates() { try library.register(text, named: name) }
        return PageRenderer(library: library)
    }

    /// The `.mustache` files of the `Templates` folder, each by its name without `.mustache`: the pages, the layout
    /// and the partials.
    static func templates() -> [(name: String, text: String)] {
        EmbeddedFiles.paths(in: "Templates").filter { $0.hasSuffix(".mustache") }.compactMap { path in
            EmbeddedFiles.data(path).map {
                (
                    String(path.dropFirst("Templates/".count).dropLast(".mustache".count)),
                    String(decoding: $0, as: UTF8.self)
                )
            }
        }
    }

    /// What `template` makes of `document`, the object at the bottom of its context stack.
    func render(_ template: String, _ document: some Sendable) throws -> String {
        guard let html = library.render(document, withTemplate: template) else {
            throw MissingTemplate(name: template)
        }
        return html
    }
}

/// What a page template renders: the layout's values and the scene's view model.
struct Document<Content: Sendable>: Sendable {
    let layout: LayoutViewModel
    let content: Content
}
