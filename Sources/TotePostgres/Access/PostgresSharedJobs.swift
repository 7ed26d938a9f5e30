import Foundation
import PostgresNIO
import ToteApplication
import ToteDomain

/// Jobs in the shared database: each server keeps the status of its own jobs there, and an export's file in parts
/// of a mebibyte, each written and read in a statement of its own, so memory holds a part whatever the file's size.
struct PostgresSharedJobs: SharedJobs {
    let database: PostgresDatabase
    let runsOnOneServer = false

    /// How long a job is kept after it was last heard of, as a server's board keeps its newest jobs.
    static let lifetime: TimeInterval = 24 * 60 * 60
    static let partBytes = 1 << 20

    func record(_ status: JobStatus, in inventory: InventoryID, file: SharedJobFile?) async throws {
        let text = String(decoding: try JSONEncoder().encode(status), as: UTF8.self)
        let now = Date()
        try await database.write { sql in
            try await sql.execute(
                "DELETE FROM job WHERE updated_at < \((now - Self.lifetime).millisecondsSince1970)")
            try await sql.execute(
                """
                INSERT INTO job (id, inventory_id, status, file_name, media_type, updated_at)
                VALUES (\(status.id), \(inventory.uuid), \(text), \(file?.name), \(file?.mediaType),
                    \(now.millisecondsSince1970))
                ON CONFLICT (id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at,
                    file_name = coalesce(excluded.file_name, job.file_name),
                    media_type = coalesce(excluded.media_type, job.media_type)
                """)
        }
    }

    func status(of id: UUID, in inventory: InventoryID) async throws -> SharedJobRecord? {
        guard
            let row = try await database.rows(
                """
                SELECT status, file_name, media_type, updated_at FROM job
                WHERE id = \(id) AND inventory_id = \(inventory.uuid)
                """
            ).first
        else { return nil }
        let status = try JSONDecoder().decode(
            JobStatus.self, from: Data(try row.decode("status", as: String.self).utf8))
        let name = try row.decode("file_name", as: String?.self)
        let mediaType = try row.decode("media_type", as: String?.self)
        return SharedJobRecord(
            status: status, file: both(name, mediaType).map { SharedJobFile(name: $0, mediaType: $1) },
            heardAt: try row.date("updated_at"))
    }

    func keepFile(of id: UUID, from url: URL) async throws {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        try await database.write { sql in try await sql.execute("DELETE FROM job_file WHERE job_id = \(id)") }
        var part = 0
        while let data = try handle.read(upToCount: Self.partBytes), !data.isEmpty {
            try await database.write { [part] sql in
                try await sql.execute(
                    "INSERT INTO job_file (job_id, part, data) VALUES (\(id), \(part), \(ByteBuffer(bytes: data)))")
            }
            part += 1
        }
    }

    func copyFile(of id: UUID, in inventory: InventoryID, to url: URL) async throws -> SharedJobFile? {
        guard let file = try await status(of: id, in: inventory)?.file else { return nil }
        guard FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
        else { throw StoreError.cannotCreate(path: url.path, reason: "the temporary folder cannot be written") }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        do {
            var part = 0
            while let row = try await database.rows(
                "SELECT data FROM job_file WHERE job_id = \(id) AND part = \(part)"
            ).first {
                try handle.write(contentsOf: Data((try row.decode("data", as: ByteBuffer.self)).readableBytesView))
                part += 1
            }
            return file
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
    }
}

/// Two optionals as one: both values, or nil.
private func both<A, B>(_ first: A?, _ second: B?) -> (A, B)? {
    guard let first, let second else { return nil }
    return (first, second)
}

extension PostgresStore {
    /// The jobs of every server that shares this database.
    public func sharedJobs() -> any SharedJobs {
        PostgresSharedJobs(database: database)
    }
}
