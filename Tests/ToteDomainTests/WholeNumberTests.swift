import Testing
import ToteDomain

@Suite("Whole numbers as typed")
struct WholeNumberTests {
    @Test("reads digits, surrounding spaces allowed")
    func reads() throws {
        #expect(try WholeNumber.parse("12", field: .page, range: 1...20) == 12)
        #expect(try WholeNumber.parse(" 3 ", field: .page, range: 1...20) == 3)
    }

    @Test("refuses text that is not a whole number", arguments: ["abc", "-", "1.5", "1e3", "٣", "+2", "#2"])
    func refuses(text: String) {
        #expect(throws: ValidationError.notANumber(field: .perPage, text: text)) {
            try WholeNumber.parse(text, field: .perPage, range: 1...500)
        }
    }

    @Test("says an empty field is empty")
    func empty() {
        #expect(throws: ValidationError.empty(.quantity)) {
            try WholeNumber.parse("  ", field: .quantity, range: 1...5)
        }
    }

    @Test("a negative number and one too large for any integer are out of range")
    func outOfRange() {
        #expect(throws: ValidationError.outOfRange(.page, text: "-1", range: 1...5)) {
            try WholeNumber.parse("-1", field: .page, range: 1...5)
        }
        #expect(throws: ValidationError.outOfRange(.page, text: "99999999999999999999", range: 1...5)) {
            try WholeNumber.parse("99999999999999999999", field: .page, range: 1...5)
        }
    }
}
