import GRDB
import ToteApplication
import ToteDomain
import ToteSQL

/// Stores accounts through ``AccountRecord``.
struct GRDBAccountRepository: AccountRepository {
    let pool: DatabasePool

    func add(_ account: Account) async throws {
        try await pool.writing { db in try Self.insert(account, db) }
    }

    func addFirstOwner(_ account: Account, of inventory: Inventory) async throws {
        try await pool.writing { db in
            guard try db.fetchOne(AccountRecord.any)?.bool(named: "found") == false else {
                throw AccessError.setupAlreadyDone
            }
            try Self.insert(account, db)
            try InventoryTable.save(inventory, db)
            try GRDBMembershipRepository.insert(
                Membership(inventory: inventory.id, account: account.id, role: .owner), db)
        }
    }

    /// Throws ``AccessError/usernameTaken(_:)`` when the username is in use; only that clash is skipped, any other
    /// constraint still fails the insert.
    static func insert(_ account: Account, _ db: Database) throws {
        guard try db.fetch(AccountRecord.insert(account)).count == 1 else {
            throw AccessError.usernameTaken(account.username)
        }
    }

    func save(_ account: Account) async throws {
        try await pool.writing { db in
            guard try db.fetch(AccountRecord.update(account)).count == 1 else {
                throw UnknownAccount(account: account.id)
            }
        }
    }

    func changePassword(of account: AccountID, to hash: PasswordHash, keeping kept: TokenDigest?) async throws
        -> [ApiToken]
    {
        try await pool.writing { db in try Self.changePassword(of: account, to: hash, keeping: kept, db) }
    }

    static func changePassword(of account: AccountID, to hash: PasswordHash, keeping kept: TokenDigest?, _ db: Database)
        throws -> [ApiToken]
    {
        guard try db.fetch(AccountRecord.changePassword(of: account, to: hash)).count == 1 else {
            throw AccessError.memberNotFound
        }
        return try endCredentials(of: account, keeping: kept, db)
    }

    func endCredentials(of account: AccountID) async throws -> [ApiToken] {
        try await pool.writing { db in try Self.endCredentials(of: account, keeping: nil, db) }
    }

    /// Ends the account's sessions and revokes its personal tokens, but `kept`; returns the tokens revoked.
    static func endCredentials(of account: AccountID, keeping kept: TokenDigest?, _ db: Database) throws
        -> [ApiToken]
    {
        try db.run(AccountRecord.endSessions(of: account, keeping: kept, .sqlite))
        return try db.fetch(AccountRecord.revokeTokens(of: account, keeping: kept, .sqlite))
            .map(ApiTokenRecord.token(from:)).sorted { $0.createdAt < $1.createdAt }
    }

    func account(_ id: AccountID) async throws -> Account? {
        try await pool.read { db in try db.fetchOne(AccountRecord.select(id)).map(AccountRecord.account(from:)) }
    }

    func account(named username: Username) async throws -> Account? {
        try await pool.read { db in
            try db.fetchOne(AccountRecord.select(named: username)).map(AccountRecord.account(from:))
        }
    }

    func count() async throws -> Int {
        try await pool.read { db in try db.fetchOne(AccountRecord.count)?.integer(named: "count") ?? 0 }
    }
}
