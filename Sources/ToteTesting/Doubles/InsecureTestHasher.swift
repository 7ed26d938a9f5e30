import Synchronization
import ToteApplication
import ToteDomain

/// A fast, reversible stand-in for a real password hasher, counting how often it verifies; tests only. Like the
/// real one, which works off the caller's thread, hashing and verifying suspend before they answer.
public final class InsecureTestHasher: PasswordHasher {
    private let verifications = Mutex(0)

    public init() {}

    public func hash(_ password: Password) async -> PasswordHash {
        await Task.yield()
        return PasswordHash(encoded: "test:" + password.text)
    }

    public func verify(_ password: Password?, against hash: PasswordHash?) async -> Bool {
        verifications.withLock { $0 += 1 }
        await Task.yield()
        guard let password, let hash else { return false }
        return hash.encoded == "test:" + password.text
    }

    /// How many times `verify` ran, whatever it answered.
    public var verificationCount: Int { verifications.withLock { $0 } }
}
