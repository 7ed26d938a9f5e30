import Testing

@testable import ToteApplication

@Suite("Search folding and words")
struct SearchFoldingTests {
    @Test(
        "folds case, accents and width, and writes out letters people type without",
        arguments: [
            ("Kettle", "kettle"), ("CAFÉ", "cafe"), ("Cafe\u{301}", "cafe"), ("Ångström", "angstrom"),
            ("Straße", "strasse"), ("ＵＳＢ", "usb"), ("Søren", "soren"), ("Łódź", "lodz"), ("ﬁle", "file"),
            ("İstanbul", "istanbul"), ("ΟΔΟΣ", "οδοσ"), ("Ёлка", "елка"), ("ｶﾞｽ", "ガス"), ("שָׁלוֹם", "שלום"),
        ])
    func folding(text: String, folded: String) {
        #expect(SearchFolding.fold(text) == folded)
    }

    @Test("keeps the voicing marks of kana and the vowel signs of Indian scripts")
    func keepsMarksThatAreLetters() {
        #expect(SearchFolding.fold("ガ") == "ガ")
        #expect(SearchFolding.fold("हिंदी") == "हिंदी")
    }

    @Test(
        "a document keeps each word after a mark, CJK characters each a word",
        arguments: [
            ("Blue kettle", ["blue", "kettle"]), ("USB-C cable", ["usb", "c", "cable"]), ("漢字 box", ["漢", "字", "box"]),
            ("C++ & ^Rust", ["c++", "rust"]), ("👨‍👩‍👧 toys", ["👨‍👩‍👧", "toys"]), ("", []), ("--", []),
        ])
    func document(text: String, words: [String]) {
        let b = SearchDocument.boundary
        #expect(SearchDocument.text(of: text) == (words.isEmpty ? "" : b + words.joined(separator: b) + b))
    }

    @Test("ASCII text is kept as its words would be, every character alike")
    func asciiAsTokens() {
        let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        var random = SystemRandomNumberGenerator()
        let texts =
            characters.map { "ab\($0)Cd" }
            + (0..<2_000).map { _ in
                String(
                    (0..<Int.random(in: 0...12, using: &random)).map { _ in characters.randomElement(using: &random)! })
            }
        for text in texts {
            #expect(
                SearchDocument.text(of: text) == SearchDocument.text(of: SearchToken.tokens(in: text)),
                "\(text.debugDescription)")
        }
    }
}
