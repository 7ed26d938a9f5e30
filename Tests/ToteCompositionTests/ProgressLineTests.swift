import Testing

@testable import ToteComposition

@Suite("Progress on a terminal")
struct ProgressLineTests {
    @Test("a bar of twenty cells leads the line, a cell for each 5% done")
    func bar() {
        #expect(ProgressLine.bar(0) == "[····················] ")
        #expect(ProgressLine.bar(4) == "[····················] ")
        #expect(ProgressLine.bar(45) == "[█████████···········] ")
        #expect(ProgressLine.bar(100) == "[████████████████████] ")
    }
}
