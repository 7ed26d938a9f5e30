import Testing
import ToteApplication

@Suite("Search highlight")
struct SearchHighlightTests {
    private func marked(_ text: String, _ query: String) throws -> String {
        try SearchHighlight.parts(of: text, matching: SearchQuery(query))
            .map { $0.isMatch ? "[\($0.text)]" : $0.text }.joined()
    }

    @Test(
        "marks what matched, as written",
        arguments: [
            ("Kettle", "ettl", "K[ettl]e"), ("Blue kettle", "ket blue", "[Blue] [ket]tle"),
            ("Straßenkarte", "strasse", "[Straße]nkarte"), ("Café au lait", "cafe", "[Café] au lait"),
            ("東京タワー模型", "タワー", "東京[タワー]模型"), ("Kettle", "mug", "Kettle"),
            ("Tea towel", "t", "[T]ea [t]owel"), ("kettle kettle", "ket", "[ket]tle [ket]tle"),
        ])
    func marks(text: String, query: String, expected: String) throws {
        #expect(try marked(text, query) == expected)
    }
}
