import Foundation
import Testing
import ToteDomain

@Suite("Title")
struct TitleTests {
    @Test("trims surrounding spaces and line breaks")
    func trims() throws {
        // Given text typed with spaces around it and a trailing line break
        let raw = "  Kitchen things \n"

        // When
        let title = try Title(raw)

        // Then
        #expect(title.text == "Kitchen things")
        #expect(title.description == "Kitchen things")
    }

    @Test("trims exactly the white space and line breaks Foundation's whitespacesAndNewlines names")
    func trimsLikeFoundation() throws {
        let others = (0...0xFFFF).compactMap(Unicode.Scalar.init).filter { $0.properties.generalCategory != .control }
        let scalars = others + ["\t", "\n", "\r", "\u{B}", "\u{C}", "\u{85}"]
        let differing = scalars.filter { scalar in
            let raw = "\(scalar)\(scalar)Box\(scalar)"
            let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            do {
                return try Title(raw).text != trimmed
            } catch ValidationError.invisibleCharacter, ValidationError.unusableCharacter {
                // Refused because it stays in the text: Foundation does not trim it either.
                return trimmed != raw
            } catch {
                return true
            }
        }
        #expect(differing.isEmpty)
    }

    @Test("accepts exactly 200 characters, counted after trimming")
    func acceptsTheMaximum() throws {
        let raw = "  " + String(repeating: "a", count: 200) + "  "

        let title = try Title(raw)

        #expect(title.text.count == 200)
    }

    @Test("refuses 201 characters with the length it found")
    func refusesOneTooMany() {
        #expect(throws: ValidationError.tooLong(.title, maximum: 200, actual: 201)) {
            try Title(String(repeating: "a", count: 201))
        }
    }

    @Test("counts characters, not code points: 200 family emoji fit, 201 flags do not")
    func countsGraphemeClusters() throws {
        let family = "👨‍👩‍👧‍👦"
        #expect(family.unicodeScalars.count == 7)

        let title = try Title(String(repeating: family, count: 200))

        #expect(title.text.count == 200)
        #expect(throws: ValidationError.tooLong(.title, maximum: 200, actual: 201)) {
            try Title(String(repeating: "🇫🇷", count: 201))
        }
    }

    @Test("refuses empty and blank text", arguments: ["", " ", "     ", "\t", "\n", " \r\n ", "\u{3000}"])
    func refusesBlank(raw: String) {
        #expect(throws: ValidationError.empty(.title)) { try Title(raw) }
    }

    @Test(
        "refuses control characters and line separators inside",
        arguments: [
            "a\tb", "a\nb", "a\r\nb", "a\rb", "a\u{0}b", "\u{0}", "a\u{7F}b", "a\u{85}b", "a\u{2028}b", "a\u{2029}b",
            "\u{1B}[31mred", "bell\u{7}", "a\u{9F}b",
        ])
    func refusesControlCharacters(raw: String) {
        #expect(throws: ValidationError.controlCharacter(.title)) { try Title(raw) }
    }

    @Test(
        "refuses invisible characters that change how the text reads",
        arguments: [
            "\u{202E}elif.exe", "Box \u{202D}one", "a\u{202A}b\u{202C}", "\u{2066}Kitchen\u{2069}", "\u{2067}a",
            "\u{2068}a\u{2069}", "Ket\u{200B}tle", "Ket\u{2060}tle", "Kettle\u{FEFF}", "\u{FEFF}Kettle",
            "a\u{180E}b", "a\u{2064}b", "a\u{206A}b",
        ])
    func refusesInvisibleCharacters(raw: String) {
        #expect(throws: ValidationError.invisibleCharacter(.title)) { try Title(raw) }
    }

    @Test(
        "keeps the joiners emoji and Persian need, and the direction marks",
        arguments: ["👩\u{200D}🍳 cook", "می\u{200C}خواهم", "קופסה\u{200F} מטבח", "a\u{200E}b", "صندوق\u{61C}"])
    func keepsJoinersAndMarks(raw: String) throws {
        #expect(try Title(raw).text == raw)
    }

    @Test("trims zero-width spaces around the text like any white space")
    func trimsZeroWidthSpaceAtTheEdges() throws {
        #expect(try Title("\u{200B}Kettle\u{200B} ").text == "Kettle")
    }

    @Test(
        "keeps any script exactly as typed",
        arguments: [
            "👨‍👩‍👧‍👦 Family photos", "🇯🇵🇫🇷🏳️‍🌈 flags", "👍🏽 thumbs", "收纳箱 厨房", "台所の道具",
            "קופסה\u{200F} מטבח", "صندوق\u{200F} المطبخ", "Cafe\u{301} cre\u{300}me", "Café crème", "Ångström",
            "Z\u{335}\u{321}a\u{334}l", "Ελληνικά", "Кухня",
        ])
    func keepsAnyScript(raw: String) throws {
        let title = try Title(raw)

        #expect(Array(title.text.unicodeScalars) == Array(raw.unicodeScalars))
    }

    @Test("encodes as a plain string and validates when decoded")
    func codable() throws {
        let title = try Title("Books")

        let data = try JSONEncoder().encode(title)

        #expect(String(decoding: data, as: UTF8.self) == #""Books""#)
        #expect(try JSONDecoder().decode(Title.self, from: data) == title)
        #expect(throws: ValidationError.empty(.title)) {
            try JSONDecoder().decode(Title.self, from: Data(#""   ""#.utf8))
        }
    }
}
