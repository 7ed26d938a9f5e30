import Foundation
import ToteApplication
import ToteDomain

/// ``ShareLinkRepository`` over a ``StoreStateContainer``.
struct StateShareLinkRepository<Container: StoreStateContainer>: ShareLinkRepository {
    let container: Container

    func add(_ link: ShareLink) async throws {
        try await container.write { state in
            state.shareLinks.removeAll { $0.inventory == link.inventory && !$0.isValid(at: link.createdAt) }
            state.shareLinks.append(link)
        }
    }

    func link(_ digest: TokenDigest) async throws -> ShareLink? {
        try await container.read { $0.shareLinks.first { $0.digest == digest } }
    }

    func links(in inventory: InventoryID) async throws -> [ShareLink] {
        try await container.read { $0.shareLinks.filter { $0.inventory == inventory } }
    }

    func remove(_ id: ShareLinkID, from inventory: InventoryID) async throws {
        try await container.write { state in
            guard state.shareLinks.contains(where: { $0.id == id && $0.inventory == inventory }) else {
                throw AccessError.shareLinkNotFound
            }
            state.shareLinks.removeAll { $0.id == id }
        }
    }

    func recordUse(of id: ShareLinkID, at date: Date) async throws {
        try await container.write { state in
            guard let index = state.shareLinks.firstIndex(where: { $0.id == id }) else { return }
            state.shareLinks[index] = state.shareLinks[index].used(at: date)
        }
    }
}
