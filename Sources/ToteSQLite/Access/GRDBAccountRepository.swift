import GRDB
import ToteApplication
import ToteDomain

/// Stores accounts; the database keeps usernames unique, even between processes adding at the same moment.
struct GRDBAccountRepository: AccountRepository {
    static let columns = "id, username, display_name, password_hash, created_at"

    let pool: DatabasePool

    func add(_ account: Account) async throws {
        try await pool.writing { db in try Self.insert(account, db) }
    }

    func addFirstOwner(_ account: Account, of inventory: Inventory) async throws {
        try await pool.writing { db in
            guard try !Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM account)"))! else {
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
        try db.cachedStatement(
            sql: """
                INSERT INTO account (\(columns)) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (username) DO NOTHING
                """
        ).execute(
            arguments: [
                account.id.description, account.username.text, account.displayName.text,
                account.passwordHash.encoded, account.createdAt.millisecondsSince1970,
            ])
        guard db.changesCount == 1 else { throw AccessError.usernameTaken(account.username) }
    }

    func save(_ account: Account) async throws {
        try await pool.writing { db in
            try db.cachedStatement(
                sql: "UPDATE account SET display_name = ?, password_hash = ? WHERE id = ?"
            ).execute(
                arguments: [account.displayName.text, account.passwordHash.encoded, account.id.description])
            guard db.changesCount == 1 else { throw UnknownAccount(account: account.id) }
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
        try db.cachedStatement(sql: "UPDATE account SET password_hash = ? WHERE id = ?").execute(
            arguments: [hash.encoded, account.description])
        guard db.changesCount == 1 else { throw AccessError.memberNotFound }
        return try endCredentials(of: account, keeping: kept, db)
    }

    func endCredentials(of account: AccountID) async throws -> [ApiToken] {
        try await pool.writing { db in try Self.endCredentials(of: account, keeping: nil, db) }
    }

    /// Ends the account's sessions and revokes its personal tokens, but `kept`; returns the tokens revoked.
    static func endCredentials(of account: AccountID, keeping kept: TokenDigest?, _ db: Database) throws
        -> [ApiToken]
    {
        try db.cachedStatement(sql: "DELETE FROM session WHERE account_id = ? AND digest IS NOT ?").execute(
            arguments: [account.description, kept?.hex])
        return try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    DELETE FROM api_token WHERE account_id = ? AND digest IS NOT ?
                    RETURNING \(GRDBApiTokenRepository.columns)
                    """),
            arguments: [account.description, kept?.hex]
        ).map(GRDBApiTokenRepository.token(from:)).sorted { $0.createdAt < $1.createdAt }
    }

    func account(_ id: AccountID) async throws -> Account? {
        try await pool.read { db in
            try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(Self.columns) FROM account WHERE id = ?"), arguments: [id.description]
            ).map(Self.account(from:))
        }
    }

    func account(named username: Username) async throws -> Account? {
        try await pool.read { db in
            try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(Self.columns) FROM account WHERE username = ?"),
                arguments: [username.text]
            ).map(Self.account(from:))
        }
    }

    func count() async throws -> Int {
        try await pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM account") ?? 0 }
    }

    static func account(from row: Row) throws -> Account {
        try Account(
            id: row.entityID("id"), username: row.username("username"), displayName: row.displayName("display_name"),
            passwordHash: PasswordHash(encoded: row.decode(forColumn: "password_hash")),
            createdAt: row.date("created_at"))
    }
}
