import Testing
import ToteDomain
import ToteSecurity

@Suite("Random secrets")
struct RandomSecretGeneratorTests {
    let generator = RandomSecretGenerator()

    @Test("secrets carry 256 bits in URL-safe characters and do not repeat")
    func secrets() {
        let secrets = (0..<1_000).map { _ in generator.newSecret().text }

        #expect(Set(secrets).count == 1_000)
        #expect(secrets.allSatisfy { $0.count == 43 })
        #expect(secrets.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } })
    }

    @Test("a digest is the SHA-256 of the secret, in hex")
    func digest() {
        #expect(
            generator.digest(of: SecretToken("abc")).hex
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("a secret never shows in a description")
    func hidden() {
        let secret = generator.newSecret()

        #expect(!String(describing: secret).contains(secret.text))
    }
}
