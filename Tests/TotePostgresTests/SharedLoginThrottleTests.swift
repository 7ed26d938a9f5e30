import Testing
import ToteApplication
import ToteDomain
import TotePostgres
import ToteTesting

/// Two servers on one database throttle logins as one: their stores here are two connection pools.
@Suite("Login throttle shared through PostgreSQL", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped))
struct SharedLoginThrottleTests {
    /// Runs `body` with the throttles of two servers on one new database, and one clock; closes both stores after.
    private static func twoServers(
        _ body: (_ first: LoginThrottle, _ second: LoginThrottle, ManualClock) async throws -> Void
    ) async throws {
        try await TestDatabases.with { databases in
            let url = try await databases.makeDatabase()
            let stores = [try await PostgresStore.open(url), try await PostgresStore.open(url)]
            let clock = ManualClock()
            let throttles = stores.map { LoginThrottle(clock: clock, ledger: $0.loginFailures()) }
            do {
                try await body(throttles[0], throttles[1], clock)
            } catch {
                for store in stores { await store.close() }
                throw error
            }
            for store in stores { await store.close() }
        }
    }

    @Test("40 attempts at one account, half through each server, at once: five go ahead, the rest wait")
    func attemptsThroughTwoServers() async throws {
        try await Self.twoServers { first, second, _ in
            let throttles = [first, second]
            let outcomes = await concurrently(40) { attempt in
                _ = try await throttles[attempt % 2].reserve(account: "robin", address: "203.0.113.\(attempt)")
            }

            #expect(outcomes == ["done": 5, AccessError.tooManyAttempts(retryAfterSeconds: 900).description: 35])
        }
    }

    @Test("a right password through one server frees the account on the other; the window passing frees it too")
    func successAndWindow() async throws {
        try await Self.twoServers { one, other, clock in
            var last: LoginThrottle.Attempt?
            for _ in 1...5 { last = try await one.reserve(account: "robin", address: "198.51.100.7") }
            await #expect(throws: AccessError.tooManyAttempts(retryAfterSeconds: 900)) {
                try await other.reserve(account: "robin", address: "198.51.100.8")
            }

            try await one.succeeded(try #require(last))
            _ = try await other.reserve(account: "robin", address: "198.51.100.8")

            for _ in 1...5 { _ = try await other.reserve(account: "kim", address: "198.51.100.9") }
            await #expect(throws: AccessError.tooManyAttempts(retryAfterSeconds: 900)) {
                try await one.reserve(account: "kim", address: "198.51.100.9")
            }
            clock.advance(by: LoginThrottle.Policy().window)
            _ = try await one.reserve(account: "kim", address: "198.51.100.9")
        }
    }
}
