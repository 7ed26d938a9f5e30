import Foundation
import ToteDomain

/// The share links of one inventory, made, listed and withdrawn by a member whose role allows sharing.
struct ShareLinkService: ShareLinks {
    let inventory: InventoryID
    let role: Role
    let author: Author
    let links: any ShareLinkRepository
    /// Where the boxes a link names are looked up.
    let queries: any InventoryQueries
    let secrets: any SecretGenerator
    let clock: any TimeSource

    func makeShareLink(_ request: ShareLinkRequest) async throws -> NewShareLink {
        try require()
        let scope = try request.scope()
        let lifetime = try ShareLifetime(parsing: request.expires)
        let note = try ShareNote.optional(request.note)
        try await check(scope)
        let secret = secrets.newSecret()
        let now = clock.now()
        let link = ShareLink(
            id: ShareLinkID.random(), inventory: inventory, digest: secrets.digest(of: secret), scope: scope,
            note: note, madeBy: author, createdAt: now, expiresAt: now + lifetime.seconds)
        try await links.add(link)
        return NewShareLink(token: secret, link: ShareLinkSummary(link))
    }

    func shareLinks() async throws -> [ShareLinkSummary] {
        try require()
        let now = clock.now()
        return try await links.links(in: inventory).filter { $0.isValid(at: now) }.map(ShareLinkSummary.init)
    }

    func withdrawShareLink(_ id: ShareLinkID) async throws {
        try require()
        try await links.remove(id, from: inventory)
    }

    private func require() throws(AccessError) {
        guard role.allows(.share) else { throw .forbidden(role, .share) }
    }

    /// A room must be one that boxes go to, and every box named must be there, so that a typo shares nothing.
    private func check(_ scope: ShareScope) async throws {
        switch scope {
        case .inventory:
            break
        case .room(let room):
            let key = BoxListing.Order.folded(room.text)
            guard try await queries.arrivals().contains(where: { BoxListing.Order.folded($0.room.text) == key }) else {
                throw ValidationError.unknownRoom(room.text)
            }
        case .boxes(let numbers):
            let found = Set(try await SharedInventory.everyBox(of: scope, from: queries).map(\.number))
            let missing = numbers.filter { !found.contains($0) }
            guard missing.isEmpty else { throw ValidationError.noSuchBoxes(missing) }
        }
    }
}
