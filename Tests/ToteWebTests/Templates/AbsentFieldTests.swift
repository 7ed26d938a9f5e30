import Foundation
import Testing

@testable import ToteWeb

/// A Mustache name that a section's object lacks is looked up in the objects around it, so an absent optional
/// field could show an enclosing object's value of the same name. Every page is rendered here with every optional
/// field absent, on top of an object that holds a marker under each of those names.
@Suite("Absent fields in page templates")
struct AbsentFieldTests {
    @Test("every page template in the Templates folder has a page with its optional fields absent")
    func everyTemplate() throws {
        let pages = PageRenderer.templates().filter { $0.text.hasPrefix("{{<layout}}") }
        #expect(Set(pages.map(\.name)) == Set(AbsentFieldPage.all.map(\.template)))
    }

    @Test(
        "an absent optional field shows nothing, never the value of an enclosing object", arguments: AbsentFieldPage.all
    )
    func absent(_ page: AbsentFieldPage) throws {
        // Given the page with every optional field absent, on top of an object that has each of those fields
        let fields = ViewModelFields(root: ["layout": AbsentFieldPage.layout, "content": page.content])
        #expect(fields.presentText.isEmpty, "optional text to leave absent")
        #expect(fields.emptyLists.isEmpty, "lists to give a row")
        #expect(fields.shadowed.isEmpty, "absent fields named like present fields around them")
        var document: [String: any Sendable] = ["layout": AbsentFieldPage.layout, "content": page.content]
        for name in fields.absent { document[name] = Self.marker(name) }

        // When it is rendered
        let html = try PageRenderer.load().render(page.template, document)

        // Then no marker shows
        #expect(html.contains("<main id=\"main\" tabindex=\"-1\">"))
        #expect(fields.absent.filter { html.contains(Self.marker($0)) }.sorted() == [])
    }

    private static func marker(_ name: String) -> String {
        "PARENT-\(name.uppercased())-MARKER"
    }
}
