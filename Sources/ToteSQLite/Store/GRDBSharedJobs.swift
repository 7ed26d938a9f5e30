import Foundation
import GRDB
import ToteApplication
import ToteDomain

/// The jobs of the one server an SQLite store has: their status only, kept when each starts and ends. Their files
/// stay with the server; one that stops takes them with it.
struct GRDBSharedJobs: SharedJobs {
    let pool: DatabasePool
    let runsOnOneServer = true

    /// How long a job is kept after it was last heard of, as a server's board keeps its newest jobs.
    static let lifetime: TimeInterval = 24 * 60 * 60

    func record(_ status: JobStatus, in inventory: InventoryID, file: SharedJobFile?) async throws {
        let text = String(decoding: try JSONEncoder().encode(status), as: UTF8.self)
        let now = Date()
        try await pool.writing { db in
            try InventoryTable.create(inventory, db)
            try db.cachedStatement(sql: "DELETE FROM job WHERE updated_at < ?").execute(
                arguments: [(now - Self.lifetime).millisecondsSince1970])
            try db.cachedStatement(
                sql: """
                    INSERT INTO job (id, inventory_id, status, file_name, media_type, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at,
                        file_name = coalesce(excluded.file_name, job.file_name),
                        media_type = coalesce(excluded.media_type, job.media_type)
                    """
            ).execute(
                arguments: [
                    status.id.uuidString, inventory.description, text, file?.name, file?.mediaType,
                    now.millisecondsSince1970,
                ])
        }
    }

    func status(of id: UUID, in inventory: InventoryID) async throws -> SharedJobRecord? {
        try await pool.read { db in
            guard
                let row = try Row.fetchOne(
                    db.cachedStatement(
                        sql: """
                            SELECT status, file_name, media_type, updated_at FROM job
                            WHERE id = ? AND inventory_id = ?
                            """),
                    arguments: [id.uuidString, inventory.description])
            else { return nil }
            let status = try JSONDecoder().decode(JobStatus.self, from: Data((row["status"] as String).utf8))
            let name: String? = row["file_name"]
            let mediaType: String? = row["media_type"]
            return SharedJobRecord(
                status: status,
                file: name.flatMap { name in mediaType.map { SharedJobFile(name: name, mediaType: $0) } },
                heardAt: try row.date("updated_at"))
        }
    }

    func keepFile(of id: UUID, from url: URL) async throws {}

    func copyFile(of id: UUID, in inventory: InventoryID, to url: URL) async throws -> SharedJobFile? { nil }
}

extension SQLiteStore {
    /// The jobs of the server this store has.
    public func sharedJobs() -> any SharedJobs {
        GRDBSharedJobs(pool: pool)
    }
}
