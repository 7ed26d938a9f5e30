import Foundation
import Testing
import TotePresentation
import ToteTesting

@Suite("Dates and counts as people read them")
struct DateTextTests {
    @Test("local time to the minute with leading zeros")
    func localTime() throws {
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))

        #expect(DateText.local(Date(timeIntervalSince1970: 0), in: .gmt) == "1970-01-01 00:00")
        #expect(DateText.local(ReadModels.moment, in: .gmt) == "2025-05-02 12:03")
        #expect(DateText.local(ReadModels.moment, in: paris) == "2025-05-02 14:03")
    }

    @Test("shared pages read the same moment in UTC")
    func shared() {
        #expect(DateText.dateTime(ReadModels.moment) == "2 May 2025 at 12:03 UTC")
        #expect(DateText.day(ReadModels.moment) == "2 May 2025")
        #expect(DateText.iso(ReadModels.moment) == "2025-05-02T12:03:04Z")
    }

    @Test("a count takes the singular for one, the given or regular plural otherwise")
    func counted() {
        #expect(Counted(1, "box", plural: "boxes").description == "1 box")
        #expect(Counted(686, "box", plural: "boxes").description == "686 boxes")
        #expect(Counted(0, "item").description == "0 items")
    }

    @Test("a message stands alone with a capital and a full stop, once")
    func sentence() {
        #expect(Sentence.standalone("there is no box #12") == "There is no box #12.")
        #expect(Sentence.standalone("Done.") == "Done.")
        #expect(Sentence.capitalised("added box #1") == "Added box #1")
    }
}
