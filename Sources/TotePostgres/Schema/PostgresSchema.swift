import Foundation
import PostgresNIO
import ToteApplication

/// Tote's tables in PostgreSQL, built by named migrations that one process at a time applies.
enum PostgresSchema {
    /// The migrations in the order they are applied; a name is never reused or changed once released.
    static let migrations: [(name: String, sql: String)] = [
        ("v1-tote", version1),
        ("v2-login-failures", version2),
        ("v3-repeated-requests", version3),
        ("v4-jobs", version4),
        ("v5-password-resets", version5),
        ("v6-event-batches", version6),
        ("v7-share-links", version7),
        ("v8-boxes-in-boxes", version8),
        ("v9-removed-items-boxes", version9),
        ("v10-places", version10),
        ("v11-removal-sent-boxes", version11),
        ("v12-box-titles-indexed", version12),
        ("v13-entries-counted", version13),
    ]

    /// The key of the advisory lock under which migrations run ("Tote" in ASCII).
    static let migrationLock: Int64 = 0x546F_7465

    /// Brings the database to this version's schema. Throws ``StoreError/notAToteStore(path:reason:)`` for a
    /// database that holds other tables but not Tote's, ``StoreError/createdByNewerVersion(path:)`` for one that a
    /// newer Tote migrated.
    static func migrate(_ sql: SQL, named name: String) async throws {
        // A database migrated already, as it nearly always is, is told by one read, without waiting for the lock.
        if try await holdsStore(sql, named: name) {
            let applied = try await appliedMigrations(sql)
            guard applied.isSubset(of: Set(migrations.map(\.name))) else {
                throw StoreError.createdByNewerVersion(path: name)
            }
            if applied.count == migrations.count { return }
        }
        try await sql.transaction { sql in
            try await sql.execute("SELECT pg_advisory_xact_lock(\(migrationLock))")
            let applied = try await appliedMigrations(sql, named: name)
            let known = Set(migrations.map(\.name))
            guard applied.isSubset(of: known) else { throw StoreError.createdByNewerVersion(path: name) }
            for migration in migrations where !applied.contains(migration.name) {
                for statement in statements(of: migration.sql) {
                    try await sql.execute(PostgresQuery(unsafeSQL: statement))
                }
                try await sql.execute("INSERT INTO tote_migration (name) VALUES (\(migration.name))")
            }
        }
    }

    /// A migration's statements, one at a time, as the extended protocol takes them: each ends a line with `;`.
    private static func statements(of text: String) -> [String] {
        text.components(separatedBy: ";\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .map { $0.hasSuffix(";") ? String($0.dropLast()) : $0 }
            .filter { !$0.isEmpty }
    }

    /// Whether the database holds Tote's tables; false for an empty one. Throws
    /// ``StoreError/notAToteStore(path:reason:)`` for one holding other tables.
    static func holdsStore(_ sql: SQL, named name: String) async throws -> Bool {
        let hasLedger = try await sql.value("SELECT to_regclass('tote_migration') IS NOT NULL", as: Bool.self) ?? false
        if hasLedger { return true }
        let tables =
            try await sql.value(
                """
                SELECT count(*) FROM information_schema.tables
                WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
                """, as: Int.self) ?? 0
        guard tables == 0 else {
            throw StoreError.notAToteStore(path: name, reason: "the database holds \(tables) tables of something else")
        }
        return false
    }

    private static func appliedMigrations(_ sql: SQL, named name: String) async throws -> Set<String> {
        if try await holdsStore(sql, named: name) { return try await appliedMigrations(sql) }
        try await sql.execute(
            "CREATE TABLE tote_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
        return []
    }

    private static func appliedMigrations(_ sql: SQL) async throws -> Set<String> {
        Set(try await sql.rows("SELECT name FROM tote_migration").map { try $0[0].decode(String.self) })
    }
}
