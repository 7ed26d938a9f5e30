import Testing
import ToteApplication
import ToteDomain
import ToteTesting

/// Attempts sent at once are limited like attempts sent one after another, whatever the spelling of the name.
@Suite("Login throttle under parallel attempts")
struct LoginThrottleRaceTests {
    @Test("100 wrong passwords sent at once for one account get at most five password checks")
    func parallelWrongPasswords() async throws {
        let fixture = AccessFixture()
        try await fixture.setUpOwner()
        let verificationsBefore = fixture.hasher.verificationCount

        let outcomes = await concurrently(100) { attempt in
            _ = try await fixture.login("robin", password: "wrong password \(attempt)")
        }

        #expect(
            outcomes == [
                AccessError.invalidCredentials.description: 5,
                AccessError.tooManyAttempts(retryAfterSeconds: 900).description: 95,
            ])
        #expect(fixture.hasher.verificationCount - verificationsBefore == 5)
    }

    @Test(
        "spaces, tabs and case in the username count against the same account",
        arguments: ["robin ", " robin", "\trobin", "ROBIN", "Robin\u{200B}"])
    func sameAccount(spelling: String) async throws {
        let fixture = AccessFixture()
        try await fixture.setUpOwner()
        for _ in 1...5 {
            await #expect(throws: AccessError.invalidCredentials) {
                try await fixture.login("robin", password: "wrong password!")
            }
        }

        await #expect(throws: AccessError.tooManyAttempts(retryAfterSeconds: 900)) {
            try await fixture.login(spelling, password: AccessFixture.password)
        }
    }

    @Test("a right password does not count against the address")
    func successFreesTheAddress() async throws {
        let fixture = AccessFixture(policy: LoginThrottle.Policy(failuresPerAccount: 5, failuresPerAddress: 2))
        try await fixture.setUpOwner()

        for _ in 1...3 { _ = try await fixture.login() }

        await #expect(throws: AccessError.invalidCredentials) {
            try await fixture.login("robin", password: "wrong password!")
        }
        _ = try await fixture.login()
    }
}
