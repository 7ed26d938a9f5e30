import ToteApplication
import ToteDomain
import ToteSQL

/// Stores accounts through ``AccountRecord``.
struct PostgresAccountRepository: AccountRepository {
    let database: PostgresDatabase

    func add(_ account: Account) async throws {
        try await database.write { sql in try await Self.insert(account, sql) }
    }

    func addFirstOwner(_ account: Account, of inventory: Inventory) async throws {
        try await database.write { sql in
            // Two servers setting up at the same moment take turns here; the second finds the first's account.
            try await sql.execute("LOCK TABLE account IN SHARE ROW EXCLUSIVE MODE")
            guard try await sql.fetchOne(AccountRecord.any)?.bool(named: "found") == false else {
                throw AccessError.setupAlreadyDone
            }
            try await Self.insert(account, sql)
            try await InventoryRows.save(inventory, sql)
            try await PostgresMembershipRepository.insert(
                Membership(inventory: inventory.id, account: account.id, role: .owner), sql)
        }
    }

    /// Throws ``AccessError/usernameTaken(_:)`` when the username is in use.
    static func insert(_ account: Account, _ sql: SQL) async throws {
        guard try await sql.fetch(AccountRecord.insert(account)).count == 1 else {
            throw AccessError.usernameTaken(account.username)
        }
    }

    func save(_ account: Account) async throws {
        try await database.write { sql in
            guard try await sql.fetch(AccountRecord.update(account)).count == 1 else {
                throw UnknownAccount(account: account.id)
            }
        }
    }

    func changePassword(of account: AccountID, to hash: PasswordHash, keeping kept: TokenDigest?) async throws
        -> [ApiToken]
    {
        try await database.write { sql in try await Self.changePassword(of: account, to: hash, keeping: kept, sql) }
    }

    static func changePassword(of account: AccountID, to hash: PasswordHash, keeping kept: TokenDigest?, _ sql: SQL)
        async throws -> [ApiToken]
    {
        guard try await sql.fetch(AccountRecord.changePassword(of: account, to: hash)).count == 1 else {
            throw AccessError.memberNotFound
        }
        return try await endCredentials(of: account, keeping: kept, sql)
    }

    func endCredentials(of account: AccountID) async throws -> [ApiToken] {
        try await database.write { sql in try await Self.endCredentials(of: account, keeping: nil, sql) }
    }

    /// Ends the account's sessions and revokes its personal tokens, but `kept`; returns the tokens revoked.
    static func endCredentials(of account: AccountID, keeping kept: TokenDigest?, _ sql: SQL) async throws
        -> [ApiToken]
    {
        try await sql.run(AccountRecord.endSessions(of: account, keeping: kept, .postgres))
        return try await sql.fetch(AccountRecord.revokeTokens(of: account, keeping: kept, .postgres))
            .map(ApiTokenRecord.token(from:)).sorted { $0.createdAt < $1.createdAt }
    }

    func account(_ id: AccountID) async throws -> Account? {
        try await database.fetch(AccountRecord.select(id)).first.map(AccountRecord.account(from:))
    }

    func account(named username: Username) async throws -> Account? {
        try await database.fetch(AccountRecord.select(named: username)).first.map(AccountRecord.account(from:))
    }

    func count() async throws -> Int {
        try await database.fetch(AccountRecord.count).first?.integer(named: "count") ?? 0
    }
}

struct UnknownAccount: Error, CustomStringConvertible {
    let account: AccountID

    var description: String { "the account \(account) is not in the database" }
}
