import Testing
import ToteApplication
import ToteDomain

@Suite("SearchQuery")
struct SearchQueryTests {
    @Test(
        "reads words, CJK runs and quoted phrases as terms, folded",
        arguments: [
            ("ket", [["ket"]]), ("  Blue mug, 2 pcs! ", [["blue"], ["mug"], ["2"], ["pcs"]]),
            ("plate* \"blue", [["plate"], ["blue"]]), ("Café-au-lait", [["cafe"], ["au"], ["lait"]]),
            ("収納 箱", [["収", "納"], ["箱"]]), ("東京タワー", [["東", "京", "タ", "ワ", "ー"]]),
            ("\"Blue mug\" lid", [["blue", "mug"], ["lid"]]), ("“Straße”", [["strasse"]]), ("C++", [["c++"]]),
            ("🎸 case", [["🎸"], ["case"]]),
        ])
    func terms(text: String, terms: [[String]]) throws {
        #expect(try SearchQuery(text).terms.map(\.words) == terms)
    }

    @Test(
        "a number, with or without #, names a box or item",
        arguments: [("12", 12), ("#12", 12), (" #7 ", 7), ("12a", nil), ("0", nil), ("1234567890", nil)])
    func number(text: String, number: Int?) throws {
        #expect(try SearchQuery(text).number == number)
    }

    @Test("the whole text is an alternative only where its first word is too short to be found inside a word")
    func wholeText() throws {
        let b = SearchDocument.boundary
        #expect(try SearchQuery("ket").wholeText == nil)
        #expect(try SearchQuery("e b").wholeText?.pattern(.anywhere) == "e\(b)b")
        #expect(try SearchQuery("-ty").wholeText == nil)
        #expect(try SearchQuery("blue kettle").wholeText == nil)
        #expect(try SearchQuery("ty.").wholeText?.pattern(.anywhere) == "ty\(b)")
        #expect(try SearchQuery("\"e b\"").wholeText == nil)
    }

    @Test("a term is a whole word between marks, a word start after one, and anywhere from three characters")
    func patterns() {
        let b = SearchDocument.boundary
        let long = SearchTerm(words: ["kettle"])
        let short = SearchTerm(words: ["ke"])
        #expect(long.pattern(.wholeWord) == "\(b)kettle\(b)")
        #expect(long.pattern(.wordStart) == "\(b)kettle")
        #expect(long.pattern(.anywhere) == "kettle")
        #expect(short.pattern(.anywhere) == "\(b)ke")
        #expect(SearchTerm(words: ["字", "辞"]).pattern(.anywhere) == "字\(b)辞")
    }

    @Test(
        "a typo is forgiven in one word of five letters or more",
        arguments: [
            ("kettle", true), ("ketle", true), ("mug", false), ("12345", false), ("straße", true),
        ])
    func forgivesTypo(text: String, expected: Bool) throws {
        #expect(try SearchQuery(text).terms[0].forgivesTypo == expected)
    }

    @Test("replacing a word keeps the rest as typed")
    func replacing() throws {
        let query = try SearchQuery("Blue ketle, #2")
        #expect(query.replacing(["ketle": "kettle"]).text == "Blue kettle, #2")
    }

    @Test(
        "refuses text with nothing to search for",
        arguments: [
            ("", ValidationError.empty(.searchText)), (" \n\t", .empty(.searchText)), ("!!!", .noWords(.searchText)),
            ("- * ?", .noWords(.searchText)), ("\0", .noWords(.searchText)), ("\"\"", .noWords(.searchText)),
            (String(repeating: "a", count: 201), .tooLong(.searchText, maximum: 200, actual: 201)),
            (String(repeating: "字", count: 10_000), .tooLong(.searchText, maximum: 200, actual: 10_000)),
        ])
    func refuses(text: String, error: ValidationError) {
        #expect(throws: error) { try SearchQuery(text) }
    }

    @Test("accepts 200 characters")
    func longest() throws {
        #expect(try SearchQuery(String(repeating: "a", count: 200)).terms.count == 1)
    }
}
