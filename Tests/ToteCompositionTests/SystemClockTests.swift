import Foundation
import Testing

@testable import ToteComposition

@Suite("System clock")
struct SystemClockTests {
    @Test("tells the computer's time")
    func now() {
        let before = Date()

        let now = SystemClock().now()

        #expect(now >= before)
        #expect(now <= Date())
    }
}
