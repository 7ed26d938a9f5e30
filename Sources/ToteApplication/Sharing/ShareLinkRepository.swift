import Foundation
import ToteDomain

/// Stores share links by the digest of their secret; they go with their inventory.
public protocol ShareLinkRepository: Sendable {
    /// Stores a new link, and forgets the links of its inventory that expired by the time it was made.
    func add(_ link: ShareLink) async throws
    /// The link a secret's digest stands for, of whichever inventory; nil when there is none.
    func link(_ digest: TokenDigest) async throws -> ShareLink?
    /// The links of an inventory, expired ones included, in the order they were made.
    func links(in inventory: InventoryID) async throws -> [ShareLink]
    /// Withdraws a link of `inventory`: it stops working with the next request. Throws
    /// ``AccessError/shareLinkNotFound`` for one that is not there.
    func remove(_ id: ShareLinkID, from inventory: InventoryID) async throws
    /// Writes down when a link was last used; nothing for a link that has gone.
    func recordUse(of id: ShareLinkID, at date: Date) async throws
}
