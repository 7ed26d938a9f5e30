import Foundation
import Testing
import ToteApplication
import ToteDomain

extension AccessContract {
    /// Share links: kept by digest, listed and withdrawn per inventory, their use written down.
    static let shareLinkCases: [AccessContractCase] = [
        AccessContractCase("share links are found by digest, listed per inventory and withdrawn only from it") {
            store in
            let (home, shop) = try await twoInventories(store)
            let robin = try makeAccount("robin")
            let links = [
                shareLink(
                    "s1", in: home, scope: .room(try Room("Kitchen")), note: try ShareNote("For the movers"),
                    madeBy: Author(account: robin.id, name: robin.displayName), minute: 0),
                shareLink("s2", in: home, scope: .boxes([try BoxNumber(3), try BoxNumber(12)]), minute: 1),
                shareLink("s3", in: shop, scope: .inventory, minute: 2),
            ]
            for link in links { try await store.shareLinks().add(link) }
            #expect(try await store.shareLinks().link(TokenDigest(hex: "s1")) == links[0])
            #expect(try await store.shareLinks().link(TokenDigest(hex: "nothing")) == nil)
            #expect(try await store.shareLinks().links(in: home) == [links[0], links[1]])
            await #expect(throws: AccessError.shareLinkNotFound) {
                try await store.shareLinks().remove(links[1].id, from: shop)
            }
            #expect(try await store.shareLinks().links(in: home).count == 2)
            try await store.shareLinks().remove(links[1].id, from: home)
            #expect(try await store.shareLinks().link(TokenDigest(hex: "s2")) == nil)
            await #expect(throws: AccessError.shareLinkNotFound) {
                try await store.shareLinks().remove(links[1].id, from: home)
            }
            #expect(try await store.shareLinks().links(in: shop) == [links[2]])
        },
        AccessContractCase("a link's last use is kept; a new link forgets the inventory's expired ones alone") {
            store in
            let (home, shop) = try await twoInventories(store)
            let old = shareLink("old", in: home, scope: .inventory, minute: 0, lasting: 60)
            let oldElsewhere = shareLink("other", in: shop, scope: .inventory, minute: 0, lasting: 60)
            for link in [old, oldElsewhere] { try await store.shareLinks().add(link) }
            let used = Self.start + 30
            try await store.shareLinks().recordUse(of: old.id, at: used)
            try await store.shareLinks().recordUse(of: ShareLinkID(UUID()), at: used)
            #expect(try await store.shareLinks().link(old.digest)?.lastUsedAt == used)
            let new = shareLink("new", in: home, scope: .inventory, minute: 2)
            try await store.shareLinks().add(new)
            #expect(try await store.shareLinks().links(in: home) == [new])
            #expect(try await store.shareLinks().links(in: shop) == [oldElsewhere])
        },
        AccessContractCase("a link withdrawn while 20 visits write down its use stays withdrawn") { store in
            let (home, _) = try await twoInventories(store)
            let link = shareLink("busy", in: home, scope: .inventory, minute: 0)
            try await store.shareLinks().add(link)
            let links = store.shareLinks()
            let outcomes = await concurrently(21) { index in
                if index == 10 {
                    try await links.remove(link.id, from: home)
                } else {
                    try await links.recordUse(of: link.id, at: Self.start + Double(index))
                }
            }
            #expect(outcomes == ["done": 21])
            #expect(try await store.shareLinks().link(link.digest) == nil)
            #expect(try await store.shareLinks().links(in: home) == [])
        },
    ]

    private static let start = Date(timeIntervalSince1970: 1_800_000_000)

    private static func twoInventories(_ store: any AccessStore) async throws -> (InventoryID, InventoryID) {
        let (home, shop) = (Inventory.localID, InventoryID(UUID()))
        try await store.inventories().save(Inventory(id: home, name: try InventoryName("Home")))
        try await store.inventories().save(Inventory(id: shop, name: try InventoryName("Shop")))
        return (home, shop)
    }

    private static func shareLink(
        _ digest: String, in inventory: InventoryID, scope: ShareScope, note: ShareNote? = nil,
        madeBy: Author = .commandLine, minute: Double, lasting seconds: TimeInterval = 86_400
    ) -> ShareLink {
        let made = start + 60 * minute
        return ShareLink(
            id: ShareLinkID(UUID()), inventory: inventory, digest: TokenDigest(hex: digest), scope: scope, note: note,
            madeBy: madeBy, createdAt: made, expiresAt: made + seconds)
    }
}
