import Foundation
import Testing

@testable import ToteCSV

@Suite("Trimming the fields of a file")
struct FieldTrimmingTests {
    /// Every code point of the Basic Multilingual Plane that is not a surrogate, and a few beyond it.
    static let scalars = (0...0xFFFF).compactMap(Unicode.Scalar.init) + ["\u{1F600}", "\u{E0020}", "\u{10FFFD}"]

    @Test("spaces and tabs are trimmed as Foundation's whitespaces, every code point around a word")
    func spacesAsFoundation() {
        for scalar in Self.scalars {
            let around = "\(scalar)\(scalar)Box 4\(scalar)"
            #expect(around.trimmingSpaces == around.trimmingCharacters(in: .whitespaces), "U+\(scalar.value)")
            let alone = String(scalar)
            #expect(alone.trimmingSpaces == alone.trimmingCharacters(in: .whitespaces), "U+\(scalar.value)")
        }
        #expect("  \t Garage / Shelf 3 \u{3000}".trimmingSpaces == "Garage / Shelf 3")
        #expect("Kettle".trimmingSpaces == "Kettle" && " \t ".trimmingSpaces.isEmpty)
        #expect(" \n Kettle \n ".trimmingSpaces == "\n Kettle \n")
    }

    @Test("a blank text is white space and line breaks only, as Foundation's whitespacesAndNewlines")
    func blankAsFoundation() {
        for scalar in Self.scalars {
            let text = "\(scalar) \n\(scalar)"
            #expect(
                text.isBlank == text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "U+\(scalar.value)")
        }
        #expect("".isBlank && " \r\n\t\u{2028}".isBlank && !" a ".isBlank)
    }
}
