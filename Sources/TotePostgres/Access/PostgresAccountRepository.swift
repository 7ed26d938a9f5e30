import PostgresNIO
import ToteApplication
import ToteDomain

struct PostgresAccountRepository: AccountRepository {
    static let columns = "id, username, display_name, password_hash, created_at"

    let database: PostgresDatabase

    func add(_ account: Account) async throws {
        try await database.write { sql in try await Self.insert(account, sql) }
    }

    func addFirstOwner(_ account: Account, of inventory: Inventory) async throws {
        try await database.write { sql in
            // Two servers setting up at the same moment take turns here; the second finds the first's account.
            try await sql.execute("LOCK TABLE account IN SHARE ROW EXCLUSIVE MODE")
            guard try await sql.value("SELECT EXISTS (SELECT 1 FROM account)", as: Bool.self) == false else {
                throw AccessError.setupAlreadyDone
            }
            try await Self.insert(account, sql)
            try await InventoryRows.save(inventory, sql)
            try await PostgresMembershipRepository.insert(
                Membership(inventory: inventory.id, account: account.id, role: .owner), sql)
        }
    }

    static func insert(_ account: Account, _ sql: SQL) async throws {
        let inserted = try await sql.rows(
            """
            INSERT INTO account (\(unescaped: columns))
            VALUES (\(account.id.uuid), \(account.username.text), \(account.displayName.text),
                \(account.passwordHash.encoded), \(account.createdAt.millisecondsSince1970))
            ON CONFLICT (username) DO NOTHING RETURNING 1
            """)
        guard inserted.count == 1 else { throw AccessError.usernameTaken(account.username) }
    }

    func save(_ account: Account) async throws {
        try await database.write { sql in
            let updated = try await sql.rows(
                """
                UPDATE account SET display_name = \(account.displayName.text),
                    password_hash = \(account.passwordHash.encoded)
                WHERE id = \(account.id.uuid) RETURNING 1
                """)
            guard updated.count == 1 else { throw UnknownAccount(account: account.id) }
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
        let updated = try await sql.rows(
            "UPDATE account SET password_hash = \(hash.encoded) WHERE id = \(account.uuid) RETURNING 1")
        guard updated.count == 1 else { throw AccessError.memberNotFound }
        return try await endCredentials(of: account, keeping: kept, sql)
    }

    func endCredentials(of account: AccountID) async throws -> [ApiToken] {
        try await database.write { sql in try await Self.endCredentials(of: account, keeping: nil, sql) }
    }

    /// Ends the account's sessions and revokes its personal tokens, but `kept`; returns the tokens revoked.
    static func endCredentials(of account: AccountID, keeping kept: TokenDigest?, _ sql: SQL) async throws
        -> [ApiToken]
    {
        try await sql.execute(
            "DELETE FROM session WHERE account_id = \(account.uuid) AND digest IS DISTINCT FROM \(kept?.hex)")
        return try await sql.rows(
            """
            DELETE FROM api_token WHERE account_id = \(account.uuid) AND digest IS DISTINCT FROM \(kept?.hex)
            RETURNING \(unescaped: PostgresApiTokenRepository.columns)
            """
        ).map(PostgresApiTokenRepository.token(from:)).sorted { $0.createdAt < $1.createdAt }
    }

    func account(_ id: AccountID) async throws -> Account? {
        try await database.rows("SELECT \(unescaped: Self.columns) FROM account WHERE id = \(id.uuid)")
            .first.map(Self.account(from:))
    }

    func account(named username: Username) async throws -> Account? {
        try await database.rows("SELECT \(unescaped: Self.columns) FROM account WHERE username = \(username.text)")
            .first.map(Self.account(from:))
    }

    func count() async throws -> Int {
        try await database.rows("SELECT count(*) FROM account").first?[0].decode(Int.self) ?? 0
    }

    static func account(from row: PostgresRandomAccessRow) throws -> Account {
        try Account(
            id: row.entityID("id"), username: Username(stored: row.decode("username")),
            displayName: DisplayName(stored: row.decode("display_name")),
            passwordHash: PasswordHash(encoded: row.decode("password_hash")), createdAt: row.date("created_at"))
    }
}

struct UnknownAccount: Error, CustomStringConvertible {
    let account: AccountID

    var description: String { "the account \(account) is not in the database" }
}
