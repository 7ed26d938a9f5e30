import Foundation
import ToteDomain

/// Visits through share links, by people without an account: which link a secret opens, how often it may, and
/// what it shows.
public struct ShareVisits: Sendable {
    /// Opens the queries of an inventory, for reading alone.
    public typealias QueriesOpener = @Sendable (InventoryID) async throws -> any InventoryQueries

    let links: any ShareLinkRepository
    let inventories: any InventoryRepository
    let secrets: any SecretGenerator
    let clock: any TimeSource
    let limit: ShareVisitLimit
    let openQueries: QueriesOpener

    public init(
        ports: AccessPorts, clock: any TimeSource, limit: ShareVisitLimit, openQueries: @escaping QueriesOpener
    ) {
        links = ports.shareLinks
        inventories = ports.inventories
        secrets = ports.secrets
        self.clock = clock
        self.limit = limit
        self.openQueries = openQueries
    }

    /// What a search counts as against the limits: it may read all a link shares.
    public static let searchCost = 5

    /// What `token` shares, for a visitor at `address`, counted as `cost` requests; the visit is written down as the
    /// link's last use, at most once a minute. Throws ``AccessError/shareLinkInvalid`` for a secret that is unknown,
    /// withdrawn or expired (it counts against the address), and ``AccessError/tooManyAttempts(retryAfterSeconds:)``
    /// or ``AccessError/tooManyVisits(retryAfterSeconds:)`` when the address or the link asks too often.
    public func open(_ token: SecretToken, from address: String, cost: Int = 1) async throws -> SharedInventory {
        try await limit.admit(address: address, cost: cost)
        let now = clock.now()
        guard let link = try await link(token, at: now), let inventory = try await inventories.inventory(link.inventory)
        else {
            await limit.failed(from: address)
            throw AccessError.shareLinkInvalid
        }
        try await limit.admit(link: link.id, cost: cost)
        if link.recordsUse(at: now) { try await links.recordUse(of: link.id, at: now) }
        return SharedInventory(link: link, inventoryName: inventory.name, queries: try await openQueries(inventory.id))
    }

    /// Whether `token` still opens a link: what a page opened with it asks again while it stays open. A store that
    /// cannot be read answers false.
    public func stillOpens(_ token: SecretToken) async -> Bool {
        (try? await link(token, at: clock.now())) != nil
    }

    private func link(_ token: SecretToken, at now: Date) async throws -> ShareLink? {
        guard let link = try await links.link(secrets.digest(of: token)), link.isValid(at: now) else { return nil }
        return link
    }
}
