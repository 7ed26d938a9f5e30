import Crypto
import Foundation
import ToteApplication
import ToteDomain

/// Secrets of 256 random bits from the system's generator, written in URL-safe Base64; digests are SHA-256.
public struct RandomSecretGenerator: SecretGenerator {
    public init() {}

    public func newSecret() -> SecretToken {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let text = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return SecretToken(text)
    }

    public func digest(of secret: SecretToken) -> TokenDigest {
        TokenDigest(hex: SHA256.hash(data: Data(secret.text.utf8)).map { String(format: "%02x", $0) }.joined())
    }
}
