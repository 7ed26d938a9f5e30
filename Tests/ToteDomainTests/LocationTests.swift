import Foundation
import Testing
import ToteDomain

@Suite("Location")
struct LocationTests {
    @Test("trims and keeps one line")
    func trims() throws {
        let location = try Location("  Garage, shelf 3  ")

        #expect(location.text == "Garage, shelf 3")
        #expect(location.description == "Garage, shelf 3")
    }

    @Test("accepts 200 characters and refuses 201")
    func length() throws {
        #expect(try Location(String(repeating: "é", count: 200)).text.count == 200)
        #expect(throws: ValidationError.tooLong(.location, maximum: 200, actual: 201)) {
            try Location(String(repeating: "é", count: 201))
        }
    }

    @Test("refuses blank text", arguments: ["", "  ", "\n\t"])
    func refusesBlank(raw: String) {
        #expect(throws: ValidationError.empty(.location)) { try Location(raw) }
    }

    @Test("refuses control characters inside", arguments: ["Garage\tshelf", "Garage\nshelf", "A\u{0}", "A\u{2028}B"])
    func refusesControlCharacters(raw: String) {
        #expect(throws: ValidationError.controlCharacter(.location)) { try Location(raw) }
    }

    @Test("an optional location is nil for missing or blank text", arguments: [nil, "", "   ", "\n"] as [String?])
    func optionalBlank(raw: String?) throws {
        #expect(try Location.optional(raw) == nil)
    }

    @Test("an optional location validates text that is not blank")
    func optionalValidates() throws {
        #expect(try Location.optional(" Attic ") == Location("Attic"))
        #expect(throws: ValidationError.controlCharacter(.location)) { try Location.optional("Attic\tleft") }
        #expect(throws: ValidationError.tooLong(.location, maximum: 200, actual: 300)) {
            try Location.optional(String(repeating: "x", count: 300))
        }
    }

    @Test("keeps right-to-left text with its marks")
    func rightToLeft() throws {
        let raw = "מחסן\u{200F} 3"

        #expect(Array(try Location(raw).text.unicodeScalars) == Array(raw.unicodeScalars))
    }

    @Test("encodes as a plain string")
    func codable() throws {
        let location = try Location("Loft")

        let data = try JSONEncoder().encode(location)

        #expect(String(decoding: data, as: UTF8.self) == #""Loft""#)
        #expect(try JSONDecoder().decode(Location.self, from: data) == location)
    }
}
