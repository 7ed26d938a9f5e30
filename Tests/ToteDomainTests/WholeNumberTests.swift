import Testing
import ToteDomain

@Suite("Whole numbers as typed")
struct WholeNumberTests {
    @Test("reads digits, surrounding spaces allowed")
    func reads() throws {
        #expect(try WholeNumber.parse("12", field: .page, range: 1...20) == 12)
        #expect(try WholeNumber.parse(" 3 ", field: .page, range: 1...20) == 3)
    }

    @Test(
        "reads thousands grouped as people write them",
        arguments: [
            ("1,000", 1_000), ("1 000", 1_000), ("1\u{A0}000", 1_000), ("1\u{202F}000", 1_000), ("1'000", 1_000),
            ("1_000", 1_000), ("12,345", 12_345), ("1,000,000", 1_000_000), (" 2,500 ", 2_500),
        ])
    func grouped(text: String, value: Int) throws {
        #expect(try WholeNumber.parse(text, field: .quantity, range: 1...1_000_000) == value)
    }

    @Test(
        "refuses text that is not a whole number",
        arguments: [
            "abc", "-", "1.5", "1e3", "٣", "+2", "#2", "1.000", "1,00", "1,0000", ",100", "100,", "1,000 000", "1,,000",
            "1234,567",
        ])
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

    @Test("a negative number and one too large for any integer are out of range, said as typed")
    func outOfRange() {
        #expect(throws: ValidationError.outOfRange(.quantity, text: "1,000,001", range: 1...1_000_000)) {
            try WholeNumber.parse("1,000,001", field: .quantity, range: 1...1_000_000)
        }
        #expect(throws: ValidationError.outOfRange(.page, text: "-1", range: 1...5)) {
            try WholeNumber.parse("-1", field: .page, range: 1...5)
        }
        #expect(throws: ValidationError.outOfRange(.page, text: "99999999999999999999", range: 1...5)) {
            try WholeNumber.parse("99999999999999999999", field: .page, range: 1...5)
        }
    }
}
