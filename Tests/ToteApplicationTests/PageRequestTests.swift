import Testing
import ToteApplication
import ToteDomain

@Suite("PageRequest")
struct PageRequestTests {
    @Test("defaults to the first page of 50")
    func defaults() throws {
        let request = try PageRequest()

        #expect(request.number == 1 && request.size == 50)
        #expect(request == PageRequest.first)
        #expect(request.offset == 0)
    }

    @Test(
        "accepts the bounds and counts the entries before it",
        arguments: [(1, 1, 0), (3, 20, 40), (1_000_000, 500, 499_999_500)])
    func offset(number: Int, size: Int, offset: Int) throws {
        #expect(try PageRequest(number: number, size: size).offset == offset)
    }

    @Test("refuses page numbers outside 1…1,000,000", arguments: [0, -1, 1_000_001, Int.min])
    func refusesNumber(number: Int) {
        #expect(throws: ValidationError.outOfRange(.page, text: String(number), range: 1...1_000_000)) {
            try PageRequest(number: number, size: 10)
        }
    }

    @Test("refuses page sizes outside 1…500", arguments: [0, -5, 501, Int.max])
    func refusesSize(size: Int) {
        #expect(throws: ValidationError.outOfRange(.perPage, text: String(size), range: 1...500)) {
            try PageRequest(number: 1, size: size)
        }
    }

    @Test("a page as typed: absent or blank is the first page of the default size, spaces around are allowed")
    func typed() throws {
        #expect(try PageRequest(typedNumber: nil) == PageRequest.first)
        #expect(try PageRequest(typedNumber: "  ", size: "") == PageRequest.first)
        #expect(try PageRequest(typedNumber: " 3 ", size: "20") == PageRequest(number: 3, size: 20))
    }

    @Test(
        "a page typed wrongly is refused with the field it was typed into",
        arguments: [
            ("+2", "50", ValidationError.notANumber(field: .page, text: "+2")),
            ("two", "50", .notANumber(field: .page, text: "two")),
            ("0", "50", .outOfRange(.page, text: "0", range: 1...1_000_000)),
            ("1", "1.5", .notANumber(field: .perPage, text: "1.5")),
            ("1", "501", .outOfRange(.perPage, text: "501", range: 1...500)),
        ])
    func typedWrongly(page: String, perPage: String, error: ValidationError) {
        #expect(throws: error) { try PageRequest(typedNumber: page, size: perPage) }
    }
}
