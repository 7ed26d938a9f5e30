import Foundation
import Testing
import ToteDomain

@Suite("Quantity")
struct QuantityTests {
    @Test(
        "reads whole numbers from 1 to 1,000,000",
        arguments: [("3", 3), (" 3 ", 3), ("\t12", 12), ("1", 1), ("007", 7), ("1000000", 1_000_000)])
    func parses(text: String, value: Int) throws {
        #expect(try Quantity(parsing: text).value == value)
    }

    @Test(
        "refuses text that is not a whole number, quoting it as typed",
        arguments: ["abc", "1.5", "1,5", "+3", "-", "--1", "1e3", "3 boxes", "½", "３", "٣", "0x10"])
    func refusesNonNumbers(text: String) {
        #expect(throws: ValidationError.notANumber(field: .quantity, text: text)) { try Quantity(parsing: text) }
    }

    @Test("refuses blank text as empty", arguments: ["", "   "])
    func refusesBlank(text: String) {
        #expect(throws: ValidationError.empty(.quantity)) { try Quantity(parsing: text) }
    }

    @Test(
        "refuses whole numbers outside 1…1,000,000",
        arguments: [
            ("0", "0"), ("-1", "-1"), (" -1 ", "-1"), ("-0", "-0"), ("1000001", "1000001"),
            ("99999999999999999999", "99999999999999999999"),
            ("-99999999999999999999", "-99999999999999999999"),
        ])
    func refusesOutOfRange(text: String, shown: String) {
        #expect(throws: ValidationError.outOfRange(.quantity, text: shown, range: 1...1_000_000)) {
            try Quantity(parsing: text)
        }
    }

    @Test("the integer initialiser enforces the same range", arguments: [0, -5, 1_000_001, Int.max, Int.min])
    func integerRange(value: Int) {
        #expect(throws: ValidationError.outOfRange(.quantity, text: String(value), range: 1...1_000_000)) {
            try Quantity(value)
        }
    }

    @Test("orders, prints and encodes as its number")
    func representation() throws {
        let three = try Quantity(3)

        #expect(three < (try Quantity(10)))
        #expect(three.description == "3")
        #expect(String(decoding: try JSONEncoder().encode(three), as: UTF8.self) == "3")
        #expect(try JSONDecoder().decode(Quantity.self, from: Data("3".utf8)) == three)
        #expect(throws: ValidationError.outOfRange(.quantity, text: "0", range: 1...1_000_000)) {
            try JSONDecoder().decode(Quantity.self, from: Data("0".utf8))
        }
    }
}
