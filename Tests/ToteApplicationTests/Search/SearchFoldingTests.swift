import Testing
import ToteApplication

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
}
