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
}
