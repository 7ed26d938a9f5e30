import Foundation
import Mustache

/// Renders the mustache templates shipped in the target's `Templates` folder; `{{ }}` escapes HTML.
struct PageRenderer: Sendable {
    /// A template that the target does not ship.
    struct MissingTemplate: Error, CustomStringConvertible {
        let name: String
        var description: String { "no template named \(name)" }
    }

    private let library: MustacheLibrary

    /// Loads every `.mustache` file of the `Templates` resource folder, each named after its file.
    static func load() throws -> PageRenderer {
        var library = MustacheLibrary()
        for file in try templateFiles() {
            try library.register(
                String(contentsOf: file, encoding: .utf8), named: file.deletingPathExtension().lastPathComponent)
        }
        return PageRenderer(library: library)
    }

    /// The `.mustache` files of the `Templates` resource folder: the pages, the layout and the partials.
    static func templateFiles() throws -> [URL] {
        guard let folder = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
            throw MissingTemplate(name: "Templates")
        }
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "mustache" }
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
