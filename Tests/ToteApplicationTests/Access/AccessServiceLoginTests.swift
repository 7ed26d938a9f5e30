import Testing
import ToteApplication
import ToteDomain

@Suite("Logging in and out")
struct AccessServiceLoginTests {
    @Test("every login starts a new session with a new token")
    func newTokenEachTime() async throws {
        let fixture = AccessFixture()
        try await fixture.setUpOwner()

        let first = try await fixture.login()
        let second = try await fixture.login("ROBIN")

        #expect(first.token != second.token)
        #expect(try await fixture.service.authenticate(first.token).account.id == first.account)
        #expect(try await fixture.service.authenticate(second.token).account.id == first.account)
    }

    @Test(
        "a wrong password, an unknown or malformed username all get the same answer after one verification",
        arguments: [("robin", "wrong password!"), ("nobody", AccessFixture.password), ("a b", "x")])
    func sameAnswer(username: String, password: String) async throws {
        let fixture = AccessFixture()
        try await fixture.setUpOwner()
        let verificationsBefore = fixture.hasher.verificationCount

        await #expect(throws: AccessError.invalidCredentials) {
            try await fixture.login(username, password: password)
        }

        #expect(fixture.hasher.verificationCount == verificationsBefore + 1)
    }

    @Test("after five failures an account is locked for the window, even with the right password")
    func lockedPerAccount() async throws {
        let fixture = AccessFixture()
        try await fixture.setUpOwner()
        for _ in 1...5 {
            await #expect(throws: AccessError.invalidCredentials) {
                try await fixture.login(password: "wrong password")
            }
        }

        await #expect(throws: AccessError.tooManyAttempts(retryAfterSeconds: 900)) { try await fixture.login() }

        fixture.clock.advance(by: 15 * 60)
        #expect(try await fixture.login().account == (try await fixture.login().account))
    }

    @Test("one address guessing many usernames is locked out")
    func lockedPerAddress() async throws {
        let fixture = AccessFixture(policy: .init(failuresPerAccount: 100, failuresPerAddress: 3, window: 60))
        try await fixture.setUpOwner()
        for name in ["anna", "bert", "carl"] {
            await #expect(throws: AccessError.invalidCredentials) { try await fixture.login(name, from: "10.0.0.9") }
        }

        await #expect(throws: AccessError.tooManyAttempts(retryAfterSeconds: 60)) {
            try await fixture.login(from: "10.0.0.9")
        }
        #expect(try await fixture.login(from: "10.0.0.10").account == (try await fixture.login().account))
    }

    @Test("logging out ends that session only")
    func logout() async throws {
        let fixture = AccessFixture()
        try await fixture.setUpOwner()
        let phone = try await fixture.login()
        let laptop = try await fixture.login()

        try await fixture.service.logout(phone.token)

        await #expect(throws: AccessError.notAuthenticated) { try await fixture.service.authenticate(phone.token) }
        #expect(try await fixture.service.authenticate(laptop.token).account.id == laptop.account)
    }

    @Test("logging out everywhere ends every session of the account")
    func logoutEverywhere() async throws {
        let fixture = AccessFixture()
        let setUp = try await fixture.setUpOwner()
        let phone = try await fixture.login()

        try await fixture.service.logoutEverywhere(phone.token)

        for token in [setUp.token, phone.token] {
            await #expect(throws: AccessError.notAuthenticated) { try await fixture.service.authenticate(token) }
        }
    }

    @Test("a session expires")
    func expiry() async throws {
        let fixture = AccessFixture()
        let session = try await fixture.setUpOwner()

        fixture.clock.advance(by: AccessService.sessionLifetime)

        await #expect(throws: AccessError.notAuthenticated) { try await fixture.service.authenticate(session.token) }
    }

    @Test("an unknown token is not authenticated")
    func unknownToken() async throws {
        let fixture = AccessFixture()
        try await fixture.setUpOwner()

        await #expect(throws: AccessError.notAuthenticated) {
            try await fixture.service.authenticate(SecretToken("made-up"))
        }
    }
}
