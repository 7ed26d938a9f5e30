import Foundation
import GRDB
import ToteApplication
import ToteDomain
import ToteSQL

/// Stores share links through ``ShareLinkRecord``.
struct GRDBShareLinkRepository: ShareLinkRepository {
    let pool: DatabasePool

    func add(_ link: ShareLink) async throws {
        try await pool.writing { db in
            try db.run(ShareLinkRecord.deleteLapsed(in: link.inventory, by: link.createdAt))
            try db.run(ShareLinkRecord.insert(link))
        }
    }

    func link(_ digest: TokenDigest) async throws -> ShareLink? {
        try await pool.read { db in try db.fetchOne(ShareLinkRecord.select(digest)).map(ShareLinkRecord.link(from:)) }
    }

    func links(in inventory: InventoryID) async throws -> [ShareLink] {
        try await pool.read { db in
            try db.fetch(ShareLinkRecord.select(in: inventory, .sqlite)).map(ShareLinkRecord.link(from:))
        }
    }

    func remove(_ id: ShareLinkID, from inventory: InventoryID) async throws {
        try await pool.writing { db in
            guard try db.fetchOne(ShareLinkRecord.delete(id, from: inventory)) != nil else {
                throw AccessError.shareLinkNotFound
            }
        }
    }

    func recordUse(of id: ShareLinkID, at date: Date) async throws {
        try await pool.writing { db in try db.run(ShareLinkRecord.recordUse(of: id, at: date)) }
    }
}
