import Foundation
import ToteApplication
import ToteDomain
import ToteSQL

/// Stores share links through ``ShareLinkRecord``.
struct PostgresShareLinkRepository: ShareLinkRepository {
    let database: PostgresDatabase

    func add(_ link: ShareLink) async throws {
        try await database.write { sql in
            try await sql.run(ShareLinkRecord.deleteLapsed(in: link.inventory, by: link.createdAt))
            try await sql.run(ShareLinkRecord.insert(link))
        }
    }

    func link(_ digest: TokenDigest) async throws -> ShareLink? {
        try await database.fetch(ShareLinkRecord.select(digest)).first.map(ShareLinkRecord.link(from:))
    }

    func links(in inventory: InventoryID) async throws -> [ShareLink] {
        try await database.fetch(ShareLinkRecord.select(in: inventory, .postgres)).map(ShareLinkRecord.link(from:))
    }

    func remove(_ id: ShareLinkID, from inventory: InventoryID) async throws {
        try await database.write { sql in
            guard try await sql.fetchOne(ShareLinkRecord.delete(id, from: inventory)) != nil else {
                throw AccessError.shareLinkNotFound
            }
        }
    }

    func recordUse(of id: ShareLinkID, at date: Date) async throws {
        try await database.write { sql in try await sql.run(ShareLinkRecord.recordUse(of: id, at: date)) }
    }
}
