import Foundation
import PostgresNIO
import ToteApplication
import ToteDomain

struct PostgresPasswordResetRepository: PasswordResetRepository {
    static let columns = "digest, account_id, inventory_id, made_by, expires_at"

    let database: PostgresDatabase

    func add(_ reset: PasswordReset) async throws {
        try await database.write { sql in
            try await sql.execute(
                """
                INSERT INTO password_reset (\(unescaped: Self.columns))
                VALUES (\(reset.digest.hex), \(reset.account.uuid), \(reset.inventory.uuid), \(reset.madeBy.uuid),
                    \(reset.expiresAt.millisecondsSince1970))
                """)
        }
    }

    func reset(_ digest: TokenDigest) async throws -> PasswordReset? {
        try await database.rows("SELECT \(unescaped: Self.columns) FROM password_reset WHERE digest = \(digest.hex)")
            .first.map(Self.reset(from:))
    }

    func resets(in inventory: InventoryID) async throws -> [PasswordReset] {
        try await database.rows(
            """
            SELECT \(unescaped: Self.columns) FROM password_reset WHERE inventory_id = \(inventory.uuid)
            ORDER BY expires_at, digest
            """
        ).map(Self.reset(from:))
    }

    func remove(_ digest: TokenDigest) async throws {
        try await database.write { sql in
            try await sql.execute("DELETE FROM password_reset WHERE digest = \(digest.hex)")
        }
    }

    func redeem(_ digest: TokenDigest, at date: Date, settingPassword hash: PasswordHash) async throws
        -> (reset: PasswordReset, revoked: [ApiToken])
    {
        try await database.write { sql in
            // Deleted first: of two people using one link at the same moment, the second finds none.
            guard
                let reset = try await sql.row(
                    "DELETE FROM password_reset WHERE digest = \(digest.hex) RETURNING \(unescaped: Self.columns)"
                ).map(Self.reset(from:)),
                reset.isValid(at: date)
            else { throw AccessError.resetLinkInvalid }
            let revoked = try await PostgresAccountRepository.changePassword(
                of: reset.account, to: hash, keeping: nil, sql)
            try await sql.execute("DELETE FROM password_reset WHERE account_id = \(reset.account.uuid)")
            return (reset, revoked)
        }
    }

    static func reset(from row: PostgresRandomAccessRow) throws -> PasswordReset {
        try PasswordReset(
            digest: row.digest("digest"), account: row.entityID("account_id"), inventory: row.entityID("inventory_id"),
            madeBy: row.entityID("made_by"), expiresAt: row.date("expires_at"))
    }
}
