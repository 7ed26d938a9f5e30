import Foundation
import GRDB
import ToteApplication
import ToteDomain
import ToteSQL

/// Stores password reset links through ``PasswordResetRecord``.
struct GRDBPasswordResetRepository: PasswordResetRepository {
    let pool: DatabasePool

    func add(_ reset: PasswordReset) async throws {
        try await pool.writing { db in try db.run(PasswordResetRecord.insert(reset)) }
    }

    func reset(_ digest: TokenDigest) async throws -> PasswordReset? {
        try await pool.read { db in
            try db.fetchOne(PasswordResetRecord.select(digest)).map(PasswordResetRecord.reset(from:))
        }
    }

    func resets(in inventory: InventoryID) async throws -> [PasswordReset] {
        try await pool.read { db in
            try db.fetch(PasswordResetRecord.select(in: inventory)).map(PasswordResetRecord.reset(from:))
        }
    }

    func remove(_ digest: TokenDigest) async throws {
        try await pool.writing { db in try db.run(PasswordResetRecord.delete(digest)) }
    }

    func redeem(_ digest: TokenDigest, at date: Date, settingPassword hash: PasswordHash) async throws
        -> (reset: PasswordReset, revoked: [ApiToken])
    {
        try await pool.writing { db in
            guard let reset = try db.fetchOne(PasswordResetRecord.take(digest)).map(PasswordResetRecord.reset(from:)),
                reset.isValid(at: date)
            else { throw AccessError.resetLinkInvalid }
            let revoked = try GRDBAccountRepository.changePassword(of: reset.account, to: hash, keeping: nil, db)
            try db.run(PasswordResetRecord.deleteAll(of: reset.account))
            return (reset, revoked)
        }
    }
}
