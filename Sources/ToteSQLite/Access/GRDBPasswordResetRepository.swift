import Foundation
import GRDB
import ToteApplication
import ToteDomain

/// Stores password reset links by the digest of their secret; they go with their account and their inventory.
struct GRDBPasswordResetRepository: PasswordResetRepository {
    static let columns = "digest, account_id, inventory_id, made_by, expires_at"

    let pool: DatabasePool

    func add(_ reset: PasswordReset) async throws {
        try await pool.writing { db in
            try db.cachedStatement(sql: "INSERT INTO password_reset (\(Self.columns)) VALUES (?, ?, ?, ?, ?)").execute(
                arguments: [
                    reset.digest.hex, reset.account.description, reset.inventory.description,
                    reset.madeBy.description, reset.expiresAt.millisecondsSince1970,
                ])
        }
    }

    func reset(_ digest: TokenDigest) async throws -> PasswordReset? {
        try await pool.read { db in try Self.reset(digest, db) }
    }

    private static func reset(_ digest: TokenDigest, _ db: Database) throws -> PasswordReset? {
        try Row.fetchOne(
            db.cachedStatement(sql: "SELECT \(columns) FROM password_reset WHERE digest = ?"), arguments: [digest.hex]
        ).map(reset(from:))
    }

    func resets(in inventory: InventoryID) async throws -> [PasswordReset] {
        try await pool.read { db in
            try Row.fetchAll(
                db.cachedStatement(
                    sql: "SELECT \(Self.columns) FROM password_reset WHERE inventory_id = ? ORDER BY expires_at, digest"
                ),
                arguments: [inventory.description]
            ).map(Self.reset(from:))
        }
    }

    func remove(_ digest: TokenDigest) async throws {
        try await pool.writing { db in
            try db.cachedStatement(sql: "DELETE FROM password_reset WHERE digest = ?").execute(arguments: [digest.hex])
        }
    }

    func redeem(_ digest: TokenDigest, at date: Date, settingPassword hash: PasswordHash) async throws
        -> (reset: PasswordReset, revoked: [ApiToken])
    {
        try await pool.writing { db in
            guard let reset = try Self.reset(digest, db), reset.isValid(at: date) else {
                throw AccessError.resetLinkInvalid
            }
            let revoked = try GRDBAccountRepository.changePassword(of: reset.account, to: hash, keeping: nil, db)
            try db.cachedStatement(sql: "DELETE FROM password_reset WHERE account_id = ?").execute(
                arguments: [reset.account.description])
            return (reset, revoked)
        }
    }

    static func reset(from row: Row) throws -> PasswordReset {
        try PasswordReset(
            digest: row.digest("digest"), account: row.entityID("account_id"), inventory: row.entityID("inventory_id"),
            madeBy: row.entityID("made_by"), expiresAt: row.date("expires_at"))
    }
}
