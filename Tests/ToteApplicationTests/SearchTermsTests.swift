import Testing
import ToteApplication
import ToteDomain

@Suite("SearchTerms")
struct SearchTermsTests {
    @Test(
        "keeps the words as typed, without punctuation",
        arguments: [
            ("ket", ["ket"]), ("  Blue mug, 2 pcs! ", ["Blue", "mug", "2", "pcs"]),
            ("plate* \"blue", ["plate", "blue"]),
            ("Café-au-lait", ["Café", "au", "lait"]), ("収納 箱", ["収納", "箱"]),
        ])
    func words(text: String, words: [String]) throws {
        #expect(try SearchTerms(text).words == words)
    }

    @Test(
        "folds case and diacritics",
        arguments: [
            ("Kettle", "kettle"), ("CAFÉ", "cafe"), ("Cafe\u{301}", "cafe"), ("Ångström", "angstrom"), ("ÜBER", "uber"),
        ])
    func folding(word: String, folded: String) {
        #expect(SearchTerms.folded(word) == folded)
    }

    @Test(
        "matches when every word starts a word of the texts",
        arguments: [
            ("ket", ["Kettle"], true), ("KET", ["kettle"], true), ("cafe", ["Café au lait"], true),
            ("café", ["Cafe\u{301} au lait"], true), ("CAFÉ", ["cafe"], true), ("blue mug", ["Mug, blue"], true),
            ("mug dots", ["Mug", "Blue with white dots"], true), ("blue mug", ["Blue plate"], false),
            ("nife", ["Pocket knife"], false), ("kettles", ["Kettle"], false), ("ket", [], false),
        ])
    func matches(text: String, texts: [String], expected: Bool) throws {
        #expect(try SearchTerms(text).matches(texts) == expected)
    }

    @Test(
        "refuses text with nothing to search for",
        arguments: [
            ("", ValidationError.empty(.searchText)), (" \n\t", .empty(.searchText)), ("!!!", .noWords(.searchText)),
            ("- * ?", .noWords(.searchText)),
            (String(repeating: "a", count: 201), .tooLong(.searchText, maximum: 200, actual: 201)),
        ])
    func refuses(text: String, error: ValidationError) {
        #expect(throws: error) { try SearchTerms(text) }
    }

    @Test("accepts 200 characters")
    func longest() throws {
        #expect(try SearchTerms(String(repeating: "a", count: 200)).words.count == 1)
    }
}
