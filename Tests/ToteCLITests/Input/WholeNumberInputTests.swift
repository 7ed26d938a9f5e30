import Testing
import ToteDomain

@testable import ToteCLI

@Suite("Whole number input")
struct WholeNumberInputTests {
    @Test("reads digits, surrounding spaces allowed, and negative numbers for the range check")
    func reads() throws {
        #expect(try WholeNumberInput.parse("12", field: .page, range: 1...10) == 12)
        #expect(try WholeNumberInput.parse(" 3 ", field: .page, range: 1...10) == 3)
        #expect(try WholeNumberInput.parse("-1", field: .page, range: 1...10) == -1)
    }

    @Test("refuses text that is not a whole number", arguments: ["abc", "", "-", "1.5", "1e3", "٣", "+2"])
    func refuses(text: String) {
        #expect(throws: ValidationError.notANumber(field: .perPage, text: text)) {
            try WholeNumberInput.parse(text, field: .perPage, range: 1...500)
        }
    }

    @Test("reports a number too large for any integer as out of range")
    func overflow() {
        #expect(throws: ValidationError.outOfRange(.page, text: "99999999999999999999", range: 1...5)) {
            try WholeNumberInput.parse("99999999999999999999", field: .page, range: 1...5)
        }
    }
}
