import Testing
import ToteApplication

@Suite("An import's sightings of its keys, kept in memory")
struct ImportSightingsTests {
    @Test("each key counts the sightings before it and keeps the line of its first, apart from every other key")
    func counts() {
        var sightings = ImportSightings()
        #expect(sightings.sight("ref:A", line: 2) == (count: 0, firstLine: 2))
        #expect(sightings.sight("ref:B", line: 3) == (count: 0, firstLine: 3))
        #expect(sightings.sight("ref:A", line: 7) == (count: 1, firstLine: 2))
        #expect(sightings.sight("ref:A", line: 9) == (count: 2, firstLine: 2))
        #expect(sightings.sight("ref:a", line: 10) == (count: 0, firstLine: 10))
    }
}
