import Testing

@testable import ToteDomain

/// A line of printable ASCII is taken without the character rules: the rules must find nothing wrong in one.
@Suite("Printable ASCII in a line")
struct PrintableASCIITests {
    static let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }

    @Test("every printable ASCII character, alone and between words, passes the line's rules")
    func everyCharacter() throws {
        for character in Self.printable where character != " " {
            for text in ["\(character)", "a\(character)b", "\(character)\(character) \(character)"] {
                #expect(TextRules.isPrintableASCII(text))
                #expect(throws: Never.self) { try TextRules.checkLine(text, field: .title) }
            }
        }
    }

    @Test("random printable ASCII lines pass the line's rules, and are what Title keeps")
    func randomLines() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let length = Int.random(in: 1...60, using: &generator)
            var text = String((0..<length).map { _ in Self.printable.randomElement(using: &generator)! })
            text = "x" + text + "x"
            #expect(throws: Never.self) { try TextRules.checkLine(text, field: .title) }
            #expect(try Title(text).text == text)
        }
    }

    @Test("text with anything beyond printable ASCII is not taken as such")
    func notPrintable() {
        for text in ["Kettle\t", "Küche", "Box\u{7F}", "Box\u{200B}4", "a\u{301}", "\u{0}"] {
            #expect(!TextRules.isPrintableASCII(text))
        }
    }
}
