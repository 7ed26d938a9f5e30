import Synchronization
import ToteApplication
import ToteDomain

/// Hands out predictable secrets (`secret-1`, `secret-2`, …); tests only.
public final class CountingSecretGenerator: SecretGenerator {
    private let counter = Mutex(0)

    public init() {}

    public func newSecret() -> SecretToken {
        let number = counter.withLock { value in
            value += 1
            return value
        }
        return SecretToken("secret-\(number)")
    }

    public func digest(of secret: SecretToken) -> TokenDigest {
        TokenDigest(hex: "digest-of-" + secret.text)
    }
}
