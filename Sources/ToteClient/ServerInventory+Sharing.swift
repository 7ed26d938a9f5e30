import Foundation
import ToteApplication
import ToteDomain

/// The network side of the share links port: each command one request of the API, what the domain would refuse in
/// what a person typed refused here first, with the same words.
extension ServerInventory: ShareLinks {
    public func makeShareLink(_ request: ShareLinkRequest) async throws -> NewShareLink {
        _ = try request.scope()
        _ = try ShareLifetime(parsing: request.expires)
        _ = try ShareNote.optional(request.note)
        let body = Components.Schemas.ShareLinkRequest(
            room: request.room, boxes: request.boxes, expires: request.expires, note: request.note)
        let new = try await access.write { client, key in
            try await client.createShareLink(
                path: .init(inventoryId: path), headers: .init(Idempotency_hyphen_Key: key), body: .json(body)
            ).created.body.json
        }
        return NewShareLink(
            token: SecretToken(new.token),
            link: try Self.link(
                id: new.id, scope: new.scope.rawValue, room: new.room, boxes: new.boxes, note: new.note,
                madeBy: new.madeBy, createdAt: new.createdAt, expiresAt: new.expiresAt, lastUsedAt: new.lastUsedAt))
    }

    public func shareLinks() async throws -> [ShareLinkSummary] {
        try await Page.whole { request in
            let page = try await access.call {
                try await access.server.client().listShareLinks(
                    path: .init(inventoryId: path), query: .init(page: request.number, perPage: request.size)
                ).ok.body.json
            }
            return try ServerReadings.page(
                try page.entries.map { link in
                    try Self.link(
                        id: link.id, scope: link.scope.rawValue, room: link.room, boxes: link.boxes, note: link.note,
                        madeBy: link.madeBy, createdAt: link.createdAt, expiresAt: link.expiresAt,
                        lastUsedAt: link.lastUsedAt)
                }, number: page.page, size: page.perPage, total: page.totalCount)
        }.entries
    }

    public func withdrawShareLink(_ id: ShareLinkID) async throws {
        _ = try await access.call {
            try await access.server.client().withdrawShareLink(
                path: .init(inventoryId: path, shareId: id.description)
            ).noContent
        }
    }

    private static func link(
        id: String, scope: String, room: String?, boxes: [Int]?, note: String?,
        madeBy: Components.Schemas.EventAuthor?, createdAt: Date, expiresAt: Date, lastUsedAt: Date?
    ) throws -> ShareLinkSummary {
        guard let id = ShareLinkID(uuidString: id), let madeBy else { throw ServerReadings.unreadable("a share link") }
        let shared: ShareScope =
            switch (scope, room, boxes) {
            case ("inventory", nil, nil): .inventory
            case ("room", let room?, nil): .room(try Room(stored: room))
            case ("boxes", nil, let numbers?): .boxes(try numbers.map { try BoxNumber($0) })
            default: throw ServerReadings.unreadable("a share link")
            }
        return ShareLinkSummary(
            id: id, scope: shared, note: try note.map { try ShareNote(stored: $0) },
            madeBy: try ServerEvents.author(madeBy), createdAt: createdAt, expiresAt: expiresAt, lastUsedAt: lastUsedAt)
    }
}
