import Testing
import ToteDomain
import ToteSecurity

@Suite("bcrypt password hasher")
struct BcryptPasswordHasherTests {
    /// The lowest cost bcrypt accepts keeps these tests quick; the server uses the default of 12.
    let hasher = BcryptPasswordHasher(cost: 4)

    @Test("a hash verifies its own password and no other")
    func roundTrip() async throws {
        let password = try Password("correct horse battery staple")

        let hash = try await hasher.hash(password)

        #expect(hash.encoded.hasPrefix("$2b$04$"))
        #expect(try await hasher.verify(password, against: hash))
        #expect(try await hasher.verify(try Password("correct horse battery stapler"), against: hash) == false)
    }

    @Test("the same password hashes differently each time")
    func salted() async throws {
        let password = try Password("correct horse battery staple")

        #expect(try await hasher.hash(password) != (try await hasher.hash(password)))
    }

    @Test("every character of a long passphrase counts, beyond bcrypt's 72 bytes")
    func longPassphrase() async throws {
        let stem = String(repeating: "long passphrase ", count: 6)
        let hash = try await hasher.hash(try Password(stem + "ending one"))

        #expect(try await hasher.verify(try Password(stem + "ending two"), against: hash) == false)
    }

    @Test("without a password or a hash the answer is no")
    func missing() async throws {
        let password = try Password("correct horse battery staple")
        let hash = try await hasher.hash(password)

        #expect(try await hasher.verify(nil, against: hash) == false)
        #expect(try await hasher.verify(password, against: nil) == false)
    }

    @Test("the server's cost is at least 12")
    func defaultCost() {
        #expect(BcryptPasswordHasher.defaultCost >= 12)
    }
}
