import Testing
import ToteApplication
import ToteDomain
import ToteMemoryStore
import ToteTesting

@Suite("Adding users on the machine that holds the store")
struct UserAdministrationTests {
    let store = InMemoryStore()

    var administration: UserAdministration {
        UserAdministration(
            ports: AccessPorts(store: store, hasher: InsecureTestHasher(), secrets: CountingSecretGenerator()),
            clock: ManualClock())
    }

    func add(_ username: String, role: String? = nil) async throws -> MemberSummary {
        try await administration.addUser(
            AddUserRequest(
                username: username, displayName: username.capitalized, password: "long enough secret", role: role))
    }

    @Test("the first user owns the local inventory; later ones are editors unless told otherwise")
    func roles() async throws {
        #expect(try await add("robin").role == .owner)
        #expect(try await add("sam").role == .editor)
        #expect(try await add("kim", role: "Viewer").role == .viewer)

        let members = try await store.memberships().members(of: Inventory.localID)
        #expect(members.count == 3)
    }

    @Test("the first user cannot be anything but an owner")
    func firstIsOwner() async throws {
        await #expect(throws: AccessError.lastOwner) { try await add("robin", role: "viewer") }

        #expect(try await store.accounts().count() == 0)
    }

    @Test(
        "bad values are refused and add nobody",
        arguments: [
            ("ab", "long enough secret", nil, ValidationError.tooShort(.username, minimum: 3)),
            ("robin", "short", nil, .tooShort(.password, minimum: 10)),
            ("robin", "long enough secret", "admin", .disallowedCharacters(.role, allowed: "owner, editor or viewer")),
        ])
    func refuses(username: String, password: String, role: String?, error: ValidationError) async throws {
        await #expect(throws: error) {
            try await administration.addUser(
                AddUserRequest(username: username, displayName: "Robin", password: password, role: role))
        }

        #expect(try await store.accounts().count() == 0)
    }

    @Test("a taken username is refused")
    func taken() async throws {
        _ = try await add("robin")

        await #expect(throws: AccessError.usernameTaken(try Username("robin"))) { try await add("ROBIN") }
    }
}
