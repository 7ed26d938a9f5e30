import GRDB
import ToteApplication

extension SQLiteStore: PhotoCensus {
    /// Every photo row, those a removal keeps for its undo included: they take their room on disk too.
    public func photoCount() async throws -> PhotoCount {
        try await pool.read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT (SELECT count(*) FROM photo) AS photos,
                        (SELECT coalesce(sum(length(data)), 0) FROM photo_bytes) AS bytes
                    """)
            return PhotoCount(photos: row?["photos"] ?? 0, bytes: row?["bytes"] ?? 0)
        }
    }
}
