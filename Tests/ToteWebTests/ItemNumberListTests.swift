import Testing
import ToteApplication
import ToteDomain

@testable import ToteWeb

@Suite("Item numbers in a form field")
struct ItemNumberListTests {
    private func numbers(_ values: [Int]) throws -> [ItemNumber] {
        try values.map { try ItemNumber($0) }
    }

    @Test func runsAreWrittenAsRanges() throws {
        #expect(NumberSelection.text(try numbers([9, 3, 5, 6, 7, 8, 12])) == "3,5-9,12")
        #expect(NumberSelection.text([ItemNumber]()) == "")
    }

    @Test func theTextReadsBackAsTheSameNumbers() throws {
        let values = try numbers([1, 2, 3, 40, 41, 300])
        #expect(try ItemNumberList.numbers(parsing: NumberSelection.text(values)) == values)
    }

    @Test(arguments: ["", "3,", "a", "5-3", "1-", "-4", "1-200000", "2,,3", "1-2-3"])
    func textThatIsNotAListIsRefused(_ text: String) {
        #expect(throws: ValidationError.self) { try ItemNumberList.numbers(parsing: text) }
    }
}
