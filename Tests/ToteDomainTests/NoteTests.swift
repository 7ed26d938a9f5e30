import Foundation
import Testing
import ToteDomain

@Suite("Note")
struct NoteTests {
    @Test("keeps several lines and tabs, trimming only the outside")
    func multiLine() throws {
        let raw = "\n  Fragile: glasses\n\tWrapped in paper\r\nOpen this side up  \n"

        let note = try #require(try Note.optional(raw))

        #expect(note.text == "Fragile: glasses\n\tWrapped in paper\r\nOpen this side up")
        #expect(note.description == note.text)
    }

    @Test("blank or missing text means no note", arguments: [nil, "", " ", "\n\n", " \t\r\n "] as [String?])
    func blankIsNil(raw: String?) throws {
        #expect(try Note.optional(raw) == nil)
    }

    @Test("accepts 2,000 characters and refuses 2,001")
    func length() throws {
        let longest = try #require(try Note.optional(String(repeating: "🦆", count: 2_000)))
        #expect(longest.text.count == 2_000)

        #expect(throws: ValidationError.tooLong(.note, maximum: 2_000, actual: 2_001)) {
            try Note.optional(String(repeating: "a", count: 2_001))
        }
    }

    @Test(
        "refuses control characters other than line breaks and tabs",
        arguments: ["a\u{0}b", "a\u{7F}b", "a\u{1B}b", "a\u{85}b"])
    func refusesControlCharacters(raw: String) {
        #expect(throws: ValidationError.controlCharacter(.note)) { try Note.optional(raw) }
    }

    @Test("keeps emoji, combining accents and right-to-left marks exactly")
    func keepsText() throws {
        let raw = "Cafe\u{301} 👩‍🍳\nשלום\u{200F}"

        let note = try #require(try Note.optional(raw))

        #expect(Array(note.text.unicodeScalars) == Array(raw.unicodeScalars))
    }

    @Test("encodes as a plain string; an empty string does not decode")
    func codable() throws {
        let note = try #require(try Note.optional("two\nlines"))

        let data = try JSONEncoder().encode(note)

        #expect(try JSONDecoder().decode(Note.self, from: data) == note)
        #expect(throws: ValidationError.empty(.note)) { try JSONDecoder().decode(Note.self, from: Data(#""""#.utf8)) }
    }
}
