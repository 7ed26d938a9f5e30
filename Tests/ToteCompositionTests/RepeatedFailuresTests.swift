import Testing

@testable import ToteComposition

@Suite("A task that keeps failing is logged once a reason")
struct RepeatedFailuresTests {
    @Test("the first failure of each reason and the first success after failures are logged, nothing else")
    func loggedOnce() {
        var failures = RepeatedFailures()
        let full = "the disk is full"
        let logged = [
            failures.succeeded(), failures.failed(because: full), failures.failed(because: full),
            failures.failed(because: full), failures.failed(because: "the database is locked"),
            failures.failed(because: full), failures.succeeded(), failures.succeeded(), failures.failed(because: full),
        ]
        #expect(logged == [false, true, false, false, true, true, true, false, true])
    }
}
