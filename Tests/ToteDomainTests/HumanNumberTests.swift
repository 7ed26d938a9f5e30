import Foundation
import Testing
import ToteDomain

@Suite("BoxNumber and ItemNumber")
struct HumanNumberTests {
    @Test(
        "reads a number with or without #",
        arguments: [
            ("12", 12), ("#12", 12), (" #12 ", 12), ("\t12", 12), ("1", 1), ("0012", 12), ("999999999", 999_999_999),
        ])
    func parses(text: String, value: Int) throws {
        #expect(try BoxNumber(parsing: text).value == value)
        #expect(try ItemNumber(parsing: text).value == value)
    }

    @Test(
        "refuses anything else, quoting it as typed",
        arguments: [
            "-3", "#-3", "#", "", "  ", "abc", "12a", "1e3", "12.0", "1 2", "# 12", "##12", "+12", "９",
            "١٢", "99999999999999999999",
        ])
    func refuses(text: String) {
        #expect(throws: ValidationError.notANumber(field: .boxNumber, text: text)) { try BoxNumber(parsing: text) }
        #expect(throws: ValidationError.notANumber(field: .itemNumber, text: text)) { try ItemNumber(parsing: text) }
    }

    @Test(
        "a whole number out of range is quoted as typed",
        arguments: ["0", "#0", " 000 ", "#1000000000"])
    func refusesOutOfRange(text: String) {
        #expect(throws: ValidationError.notANumber(field: .boxNumber, text: text)) { try BoxNumber(parsing: text) }
        #expect(throws: ValidationError.notANumber(field: .itemNumber, text: text)) { try ItemNumber(parsing: text) }
    }

    @Test(
        "the integer initialiser refuses 0, negatives and numbers above the maximum",
        arguments: [0, -1, 1_000_000_000, Int.max])
    func integerRange(value: Int) {
        #expect(BoxNumber.maximum == 999_999_999)
        #expect(throws: ValidationError.notANumber(field: .boxNumber, text: String(value))) { try BoxNumber(value) }
    }

    @Test("prints with #, orders by value and encodes as a plain integer")
    func representation() throws {
        let twelve = try BoxNumber(12)

        #expect(twelve.description == "#12")
        #expect(try ItemNumber(40).description == "#40")
        #expect(try BoxNumber(9) < twelve)
        #expect(String(decoding: try JSONEncoder().encode(twelve), as: UTF8.self) == "12")
        #expect(try JSONDecoder().decode(BoxNumber.self, from: Data("12".utf8)) == twelve)
        #expect(throws: ValidationError.notANumber(field: .itemNumber, text: "0")) {
            try JSONDecoder().decode(ItemNumber.self, from: Data("0".utf8))
        }
    }
}
