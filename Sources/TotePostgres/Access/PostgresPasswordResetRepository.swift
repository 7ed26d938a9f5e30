import Foundation
import ToteApplication
import ToteDomain
import ToteSQL

/// Stores password reset links through ``PasswordResetRecord``.
struct PostgresPasswordResetRepository: PasswordResetRepository {
    let database: PostgresDatabase

    func add(_ reset: PasswordReset) async throws {
        try await database.write { sql in try await sql.run(PasswordResetRecord.insert(reset)) }
    }

    func reset(_ digest: TokenDigest) async throws -> PasswordReset? {
        try await database.fetch(PasswordResetRecord.select(digest)).first.map(PasswordResetRecord.reset(from:))
    }

    func resets(in inventory: InventoryID) async throws -> [PasswordReset] {
        try await database.fetch(PasswordResetRecord.select(in: inventory)).map(PasswordResetRecord.reset(from:))
    }

    func remove(_ digest: TokenDigest) async throws {
        try await database.write { sql in try await sql.run(PasswordResetRecord.delete(digest)) }
    }

    func redeem(_ digest: TokenDigest, at date: Date, settingPassword hash: PasswordHash) async throws
        -> (reset: PasswordReset, revoked: [ApiToken])
    {
        try await database.write { sql in
            guard
                let reset = try await sql.fetchOne(PasswordResetRecord.take(digest))
                    .map(PasswordResetRecord.reset(from:)),
                reset.isValid(at: date)
            else { throw AccessError.resetLinkInvalid }
            let revoked = try await PostgresAccountRepository.changePassword(
                of: reset.account, to: hash, keeping: nil, sql)
            try await sql.run(PasswordResetRecord.deleteAll(of: reset.account))
            return (reset, revoked)
        }
    }
}
