import HummingbirdTesting
import Testing
import ToteHTTPTesting
import ToteWeb

@Suite("Static assets")
struct AssetTests {
    @Test("the stylesheet is served and follows the system's dark mode")
    func stylesheet() async throws {
        let app = try TestEnvironment().application { router, environment in
            try WebRoutes.add(to: router, environment: environment)
        }

        try await app.test(.router) { client in
            try await client.execute(uri: "/assets/tote.css", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
                #expect(String(buffer: response.body).contains("prefers-color-scheme: dark"))
            }
        }
    }

    @Test("a printed page shows the contents, without the header, the forms or the panels of changes")
    func print() async throws {
        let stylesheet = try await ColourContrastTests.stylesheet()
        let rules = try #require(stylesheet.firstMatch(of: /@media print \{([^@]*)\n\}/)).1
        #expect(
            rules.contains(
                ".top, .skip-link, .live-notice, .flash, form, details, section.card, .pagination, .crumbs, .offline, .https-note"
            ))
        #expect(rules.contains("display: none !important"))
    }
}
