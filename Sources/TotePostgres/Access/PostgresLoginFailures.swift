import Foundation
import PostgresNIO
import ToteApplication

/// Login failures in the shared database: an attempt is admitted under advisory locks of its account and its
/// address, so attempts at one account through several servers are counted one after another.
struct PostgresLoginFailures: LoginFailureLedger {
    let database: PostgresDatabase

    func admit(
        account: String, address: String, at now: Date, since: Date,
        _ decide: @Sendable (_ accountFailures: [Date], _ addressFailures: [Date]) -> TimeInterval?
    ) async throws -> TimeInterval? {
        try await database.write { sql in
            // Locked in one order, so two attempts locking the same pair never wait on each other.
            for key in ["account " + account, "address " + address].sorted() {
                try await sql.execute("SELECT pg_advisory_xact_lock(hashtextextended(\(key), 0))")
            }
            let since = since.millisecondsSince1970
            try await sql.execute(
                """
                DELETE FROM login_failure
                WHERE at < \(since) AND ((kind = 'account' AND key = \(account)) OR (kind = 'address' AND key = \(address)))
                """)
            let rows = try await sql.rows(
                """
                SELECT kind, at FROM login_failure
                WHERE (kind = 'account' AND key = \(account)) OR (kind = 'address' AND key = \(address))
                """)
            var failures: [String: [Date]] = [:]
            for row in rows { failures[try row.decode("kind"), default: []].append(try row.date("at")) }
            if let wait = decide(failures["account"] ?? [], failures["address"] ?? []) { return wait }
            let at = now.millisecondsSince1970
            try await sql.execute(
                """
                INSERT INTO login_failure (kind, key, at) VALUES ('account', \(account), \(at)), ('address', \(address), \(at))
                """)
            return nil
        }
    }

    func succeeded(account: String, address: String, at: Date) async throws {
        try await database.write { sql in
            try await sql.execute("DELETE FROM login_failure WHERE kind = 'account' AND key = \(account)")
            try await Self.forgetOne(kind: "address", key: address, at: at, sql)
        }
    }

    func withdraw(account: String, address: String, at: Date) async throws {
        try await database.write { sql in
            try await Self.forgetOne(kind: "account", key: account, at: at, sql)
            try await Self.forgetOne(kind: "address", key: address, at: at, sql)
        }
    }

    private static func forgetOne(kind: String, key: String, at: Date, _ sql: SQL) async throws {
        try await sql.execute(
            """
            DELETE FROM login_failure WHERE ctid = (
                SELECT ctid FROM login_failure
                WHERE kind = \(kind) AND key = \(key) AND at = \(at.millisecondsSince1970) LIMIT 1)
            """)
    }
}

extension PostgresStore {
    /// Login failures counted for every server that shares this database.
    public func loginFailures() -> any LoginFailureLedger {
        PostgresLoginFailures(database: database)
    }
}
