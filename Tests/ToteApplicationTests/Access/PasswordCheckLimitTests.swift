import Synchronization
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@Suite("Password checks are limited")
struct PasswordCheckLimitTests {
    /// How many checks run at once, the most that ever did, and whether the running ones may end.
    final class Gauge: Sendable {
        private let counts = Mutex((now: 0, most: 0, isOpen: false))

        func enter() {
            counts.withLock {
                $0.now += 1
                $0.most = max($0.most, $0.now)
            }
        }
        func leave() { counts.withLock { $0.now -= 1 } }
        func open() { counts.withLock { $0.isOpen = true } }
        var now: Int { counts.withLock { $0.now } }
        var most: Int { counts.withLock { $0.most } }
        var isOpen: Bool { counts.withLock { $0.isOpen } }
    }

    @Test("of ten checks, two run at a time, three wait their turn and five are refused at once")
    func places() async throws {
        let limit = PasswordCheckLimit(running: 2, waiting: 3)
        let gauge = Gauge()

        let admitted = Task {
            await concurrently(5) { _ in
                try await limit.run {
                    gauge.enter()
                    try await waitUntil("the checks being let go") { gauge.isOpen }
                    gauge.leave()
                }
            }
        }
        // Two run and three wait their turn; every further check, asked here one after another, is refused at once.
        try await waitUntil("two checks running and three waiting") {
            let waiting = await limit.waitingCount
            return gauge.now == 2 && waiting == 3
        }
        var refused = 0
        for _ in 1...5 {
            do { try await limit.run { gauge.enter() } } catch is PasswordChecksBusy { refused += 1 }
        }
        gauge.open()
        let outcomes = await admitted.value

        #expect(refused == 5)
        #expect(outcomes == ["done": 5])
        #expect(gauge.most == 2)
    }

    @Test("a place is free again after a check that failed")
    func failedCheck() async throws {
        struct Broken: Error {}
        let limit = PasswordCheckLimit(running: 1, waiting: 0)

        await #expect(throws: Broken.self) { try await limit.run { throw Broken() } }

        #expect(try await limit.run { 42 } == 42)
    }

    @Test("a login refused because every place is taken does not count against the account or the address")
    func busyLoginsDoNotCount() async throws {
        let limit = PasswordCheckLimit(running: 1, waiting: 0)
        let fixture = AccessFixture(limit: limit)
        try await fixture.setUpOwner()
        let (entered, enter) = AsyncStream.makeStream(of: Void.self)
        let (released, release) = AsyncStream.makeStream(of: Void.self)
        let holder = Task {
            try await limit.run {
                enter.yield()
                for await _ in released { break }
            }
        }
        for await _ in entered { break }

        for _ in 1...25 {
            await #expect(throws: PasswordChecksBusy()) {
                try await fixture.login("robin", password: "wrong password!")
            }
        }
        release.yield()
        try await holder.value

        _ = try await fixture.login()
    }
}
