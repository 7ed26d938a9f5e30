import Testing

@testable import TotePresentation

@Suite("Progress sentences")
struct ProgressSentenceTests {
    @Test(
        "the pace tells how fast work goes and, with a total, about how long is left",
        arguments: [
            (12_000, 200_000, 3.0, "4,000 rows/s, about 47 s left"),
            (1_000, 1_000_000, 2.0, "500 rows/s, about 33 min 18 s left"),
            (10, 100_000, 1.0, "10 rows/s, about 2 h 46 min left"),
            (500, nil, 4.0, "125 rows/s"),
            (200, 200, 2.0, "100 rows/s"),
            (199, 200, 2.0, "100 rows/s, almost done"),
        ] as [(Int, Int?, Double, String)])
    func pace(done: Int, total: Int?, seconds: Double, sentence: String) {
        #expect(ProgressSentence.pace(done: done, total: total, unit: "rows", seconds: seconds) == sentence)
    }

    @Test("before a second has passed, or anything was done, the pace cannot be told")
    func noPace() {
        #expect(ProgressSentence.pace(done: 900, total: 1_000, unit: "bytes", seconds: 0.5) == nil)
        #expect(ProgressSentence.pace(done: 0, total: 1_000, unit: "bytes", seconds: 30) == nil)
    }

    @Test(
        "how long the whole took",
        arguments: [
            (0.2, "in under a second"), (48.4, "in 48 s"), (200, "in 3 min 20 s"), (180, "in 3 min"),
            (7_500, "in 2 h 5 min"),
        ])
    func took(seconds: Double, sentence: String) {
        #expect(ProgressSentence.took(seconds: seconds) == sentence)
    }
}
