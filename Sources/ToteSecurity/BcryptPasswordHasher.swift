import Crypto
import Foundation
import HummingbirdBcrypt
import NIOPosix
import ToteApplication
import ToteDomain

/// Hashes passwords with bcrypt on a thread pool, away from the threads that serve requests.
///
/// The password is first digested with SHA-256, so that every character of a long passphrase counts
/// (bcrypt itself reads only 72 bytes).
public struct BcryptPasswordHasher: PasswordHasher {
    public static let defaultCost: UInt8 = 12

    private let cost: UInt8
    private let threadPool: NIOThreadPool
    /// Verified against when there is no account, so that an unknown username costs as much time as a known one.
    private let decoy: String

    public init(cost: UInt8 = defaultCost, threadPool: NIOThreadPool = .singleton) {
        self.cost = cost
        self.threadPool = threadPool
        decoy = Bcrypt.hash(Self.digest(UUID.random().uuidString), cost: cost)
    }

    public func hash(_ password: Password) async throws -> PasswordHash {
        let input = Self.digest(password.text)
        return PasswordHash(encoded: try await threadPool.runIfActive { [cost] in Bcrypt.hash(input, cost: cost) })
    }

    public func verify(_ password: Password?, against hash: PasswordHash?) async throws -> Bool {
        let input = Self.digest(password?.text ?? "")
        let target = hash?.encoded ?? decoy
        let matches = try await threadPool.runIfActive { Bcrypt.verify(input, hash: target) }
        return matches && password != nil && hash != nil
    }

    private static func digest(_ text: String) -> String {
        Data(SHA256.hash(data: Data(text.utf8))).base64EncodedString()
    }
}
