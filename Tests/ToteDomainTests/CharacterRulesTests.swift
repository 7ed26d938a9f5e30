import Foundation
import Testing
import ToteDomain

/// What each character of a text may be made of, on every field: real scripts pass, Zalgo text, characters that are
/// not text and text that shows nothing do not.
@Suite("Characters of text")
struct CharacterRulesTests {
    /// Every field a person types text into, as the domain reads it.
    static let fields: [(ValidationError.Field, @Sendable (String) throws(ValidationError) -> String)] = [
        (.title, { raw throws(ValidationError) in try Title(raw).text }),
        (.location, { raw throws(ValidationError) in try Location(raw).text }),
        (.note, { raw throws(ValidationError) in try Note.present(raw).text }),
        (.room, { raw throws(ValidationError) in try Room(raw).text }),
        (.displayName, { raw throws(ValidationError) in try DisplayName(raw).text }),
        (.inventoryName, { raw throws(ValidationError) in try InventoryName(raw).text }),
        (.tokenName, { raw throws(ValidationError) in try TokenName(raw).text }),
    ]

    /// Text of real scripts as people write it, with the most marks each stacks on one letter.
    static let realScripts = [
        // Vietnamese, composed and written apart (a vowel's quality and its tone: two marks).
        "Nguyễn Thị Phương, đường phố, chữ Quốc ngữ, người Việt",
        "Nguyễn Thị Phương, đường phố, chữ Quốc ngữ, người Việt".decomposedStringWithCanonicalMapping,
        // Hindi: a nukta, a vowel sign and a nasal sign on one letter (three marks), conjuncts.
        "हिन्दी किताब, क़ैंची, ग्रन्थ, पढ़ें, क्षत्रिय",
        // Thai: a vowel and a tone mark over one consonant.
        "ภาษาไทย น้ำ กั้น ปู่ ผู้ใหญ่ กี่",
        // Hebrew with points and a cantillation accent (four marks on the shin), Tibetan's stacked letters.
        "בְּרֵאשִׁ֖ית שָּׁ֣ם",
        "བསྒྲུབས་ ཧཱུྃ",
        // Emoji: a family, a keycap, flags of a country and of a subdivision, a kiss with two skin tones.
        "👨‍👩‍👧‍👦 #️⃣ 🇫🇷 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} 👩🏻‍❤️‍💋‍👨🏼",
    ]

    /// Zalgo text as generators make it: a dozen marks above, through and below each letter.
    static let zalgo = "Zalgo".map { letter in
        String(letter) + (0..<12).map { String(Unicode.Scalar(0x0300 + ($0 * 7) % 0x70)!) }.joined()
    }.joined()

    @Test("real scripts pass on every field", arguments: realScripts)
    func realScriptsPass(text: String) throws {
        for (field, read) in Self.fields {
            #expect(try read(text) == text, "\(field)")
        }
    }

    @Test("a username keeps the same rules within its own")
    func username() throws {
        #expect(try Username("Nguyễn").text == "nguyễn")
        #expect(try Username("क़ैंचियाँ").text == "क़ैंचियाँ")
        #expect(throws: ValidationError.stackedMarks(.username, maximum: 4)) { try Username(Self.zalgo) }
        #expect(throws: ValidationError.showsNothing(.username)) { try Username("\u{3164}\u{3164}\u{3164}") }
    }

    @Test("four marks on one letter pass, five do not")
    func markLimit() throws {
        let four = "a" + String(repeating: "\u{0301}", count: 4)
        #expect(try Title(four).text == four)
        #expect(throws: ValidationError.stackedMarks(.title, maximum: 4)) { try Title(four + "\u{0301}") }
    }

    @Test("Zalgo text is refused on every field, as is one letter under ten thousand marks")
    func zalgoRefused() {
        for (field, read) in Self.fields {
            #expect(throws: ValidationError.stackedMarks(field, maximum: 4)) { try read(Self.zalgo) }
            #expect(throws: ValidationError.stackedMarks(field, maximum: 4)) {
                try read("a" + String(repeating: "\u{0300}", count: 10_000))
            }
        }
    }

    @Test(
        "a character joining more than sixteen code points is refused",
        arguments: [
            Array(repeating: "🐈", count: 20).joined(separator: "\u{200D}"),
            String(repeating: "\u{1100}", count: 40),
        ])
    func overlongCharacter(text: String) {
        #expect(text.count == 1)
        #expect(throws: ValidationError.overlongCharacter(.title, maximum: 16)) { try Title("Box " + text) }
    }

    @Test(
        "text that shows nothing is refused on every field",
        arguments: [
            "\u{200D}", "\u{200C}", "\u{3164}", "\u{3164}\u{3164}\u{3164}", "\u{115F}\u{1160}", "\u{FFA0}",
            "\u{2800}", "\u{034F}", "\u{0301}", "\u{200D}\u{3164}\u{2800}", "\u{00AD}", "\u{FE0F}",
        ])
    func showsNothing(text: String) {
        for (field, read) in Self.fields {
            #expect(throws: ValidationError.showsNothing(field)) { try read(text) }
        }
    }

    @Test(
        "noncharacters and tag characters outside a flag are refused",
        arguments: [
            "Box" + scalar(0xFFFF), scalar(0xFDD0) + "Box", "Box " + scalar(0x10FFFE), scalar(0x1FFFF),
            "Box\u{E0041}", "🏴\u{E0067}\u{E0062}", "Box\u{E0001}", "\u{E007F}", "Box\u{E0067}\u{E007F}",
            "🏴\u{E0067}\u{E007F}\u{E0067}",
        ])
    func unusable(text: String) {
        for (field, read) in Self.fields {
            #expect(throws: ValidationError.unusableCharacter(field)) { try read(text) }
        }
    }

    @Test("each refusal says what is wrong in words")
    func messages() {
        #expect(
            ValidationError.stackedMarks(.title, maximum: 4).description
                == "title stacks more than 4 accents or marks on one letter")
        #expect(
            ValidationError.showsNothing(.location).description
                == "location shows nothing: it must hold at least one visible character")
        #expect(
            ValidationError.unusableCharacter(.note).description
                == "note must not contain characters that are not text: noncharacters, or tag characters outside a flag"
        )
        #expect(
            ValidationError.overlongCharacter(.room, maximum: 16).description
                == "room joins more than 16 code points into one character")
    }

    @Test("a password is bounded in code points, so that marks cannot make it endless")
    func passwordBound() throws {
        #expect(try Password(String(repeating: "a", count: 1_024)).text.count == 1_024)
        #expect(throws: ValidationError.tooLong(.password, maximum: 1_024, actual: 10_001)) {
            try Password("a long one" + String(repeating: "\u{0300}", count: 9_991))
        }
    }

    // Text kept before these rules.

    @Test("kept text that breaks these rules is read as they would have it")
    func keptTextMended() throws {
        let stacked = "a" + String(repeating: "\u{0301}", count: 10)
        #expect(try Title(stored: stacked).text == "a" + String(repeating: "\u{0301}", count: 4))
        #expect(try Title(stored: "Box" + scalar(0xFFFF)).text == "Box")
        #expect(try Title(stored: "🏴\u{E0067}\u{E0062} flag").text == "🏴 flag")
        let chain = Array(repeating: "🐈", count: 20).joined(separator: "\u{200D}")
        #expect(try Title(stored: chain).text.unicodeScalars.count == 16)
        #expect(try Title(stored: "\u{3164}").text == "(blank)")
        #expect(try Username(stored: "\u{3164}\u{3164}\u{3164}").text == "blank")
        #expect(try Location.optional(stored: "\u{3164}") == nil)
        #expect(try Room.optional(stored: "\u{2800}") == nil)
        #expect(try Note.optional(stored: "\u{200D}") == nil)
        #expect(
            try Note.optional(stored: "Fragile\n" + stacked)?.text == "Fragile\na"
                + String(repeating: "\u{0301}", count: 4))
    }

    @Test("kept text that keeps these rules is read as it is, and kept text that breaks the older ones fails loudly")
    func keptTextChecked() throws {
        for text in Self.realScripts { #expect(try Title(stored: text).text == text) }
        #expect(throws: ValidationError.controlCharacter(.title)) { try Title(stored: "a\tb") }
        #expect(throws: ValidationError.empty(.title)) { try Title(stored: " ") }
        #expect(try Location.optional(stored: " ") == nil)
    }

    @Test("decoding reads as kept text does")
    func decodingMends() throws {
        let data = try JSONEncoder().encode(["a" + String(repeating: "\u{0301}", count: 9)])
        let titles = try JSONDecoder().decode([Title].self, from: data)
        #expect(titles.map(\.text) == ["a" + String(repeating: "\u{0301}", count: 4)])
    }
}

/// The code point `value` as text, for those a string literal does not take.
private func scalar(_ value: UInt32) -> String {
    String(Unicode.Scalar(value)!)
}
