import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@Suite("Setting up the first owner")
struct AccessServiceSetUpTests {
    @Test("the first account becomes owner of the local inventory and is logged in")
    func firstOwner() async throws {
        let fixture = AccessFixture()
        #expect(try await fixture.service.needsSetUp())

        let response = try await fixture.setUpOwner()

        let principal = try await fixture.service.authenticate(response.token)
        #expect(principal.account.username.text == "robin")
        #expect(principal.role(in: Inventory.localID) == .owner)
        #expect(try await fixture.store.inventories().inventory(Inventory.localID)?.name.text == "Home")
        #expect(try await fixture.service.needsSetUp() == false)
    }

    @Test("of 20 set-ups at the same moment one makes the owner and the others are refused")
    func concurrentSetUps() async throws {
        let fixture = AccessFixture()

        let outcomes = await concurrently(20) { index in _ = try await fixture.setUpOwner("owner\(index)") }

        #expect(outcomes == ["done": 1, AccessError.setupAlreadyDone.description: 19])
        #expect(try await fixture.store.accounts().count() == 1)
        #expect(try await fixture.store.memberships().members(of: Inventory.localID).map(\.role) == [.owner])
    }

    @Test("set-up happens once")
    func onlyOnce() async throws {
        let fixture = AccessFixture()
        try await fixture.setUpOwner()

        await #expect(throws: AccessError.setupAlreadyDone) { try await fixture.setUpOwner("mallory") }

        #expect(try await fixture.store.accounts().count() == 1)
    }

    @Test(
        "bad values are refused and create nothing",
        arguments: [
            ("ab", "Robin", "long enough password", ValidationError.tooShort(.username, minimum: 3)),
            (
                "robin smith", "Robin", "long enough password",
                .disallowedCharacters(.username, allowed: "letters, digits, dots, dashes and underscores")
            ),
            ("robin", "  ", "long enough password", .empty(.displayName)),
            ("robin", "Robin", "short", .tooShort(.password, minimum: 10)),
            ("robin", "Robin", "", .empty(.password)),
        ])
    func refusesBadValues(username: String, displayName: String, password: String, error: ValidationError)
        async throws
    {
        let fixture = AccessFixture()

        await #expect(throws: error) {
            try await fixture.service.setUp(
                SetUpRequest(
                    username: username, displayName: displayName, password: password, inventoryName: "Home",
                    address: "127.0.0.1"))
        }

        #expect(try await fixture.service.needsSetUp())
    }
}
