import ToteDomain

/// Turns passwords into slow, salted hashes and checks them.
public protocol PasswordHasher: Sendable {
    func hash(_ password: Password) async throws -> PasswordHash
    /// Whether `password` matches `hash`. Without a password or a hash it spends the same time and answers
    /// false, so a login for an unknown username takes as long as one for a known username.
    func verify(_ password: Password?, against hash: PasswordHash?) async throws -> Bool
}

/// Makes unguessable secrets (at least 128 random bits) and their digests.
public protocol SecretGenerator: Sendable {
    func newSecret() -> SecretToken
    func digest(of secret: SecretToken) -> TokenDigest
}
