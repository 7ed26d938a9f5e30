import Foundation
import Testing
import ToteApplication
import ToteDomain

/// A store whose whole content can be read out and put into another: what `tote migrate` needs of it.
public typealias TransferableStore = InventoryStore & AccessStore & StoreTransfer

/// The behaviour every ``StoreTransfer`` must show; each case gets a maker of new, empty stores of one kind.
public enum TransferContract {
    public static let cases: [TransferContractCase] = [
        TransferContractCase("every record read out is put into an empty store as it was") { makeStore in
            let source = try await makeStore()
            let records = try await fill(source)
            let read = try await source.accessRecords()
            #expect(Set(read.accounts) == Set(records.accounts))
            #expect(Set(read.memberships) == Set(records.memberships))
            #expect(Set(read.sessions) == Set(records.sessions))
            #expect(Set(read.invitations) == Set(records.invitations))
            #expect(Set(read.apiTokens) == Set(records.apiTokens))
            #expect(Set(read.inventories) == Set(records.inventories))

            let target = try await makeStore()
            #expect(try await target.counts() == StoreCounts())
            try await target.load(read)
            let copied = try await target.accessRecords()
            #expect(Set(copied.accounts) == Set(read.accounts))
            #expect(Set(copied.memberships) == Set(read.memberships))
            #expect(Set(copied.sessions) == Set(read.sessions))
            #expect(Set(copied.invitations) == Set(read.invitations))
            #expect(Set(copied.apiTokens) == Set(read.apiTokens))
            #expect(Set(copied.inventories) == Set(read.inventories))
            #expect(try await target.counts() == (try await source.counts()))
            // The copied records work as records: a session authenticates, a membership lists.
            let principal = try await target.principals().principal(
                holding: records.sessions[0].digest, at: Date(timeIntervalSince1970: 1_800_000_100))
            #expect(principal?.account.id == records.sessions[0].account)
        },
        TransferContractCase("a store counts all its inventories hold, and settling changes none of it") { makeStore in
            let store = try await makeStore()
            let home = try await ContractFixture.make(on: store, inventory: Inventory.localID)
            let attic = try await home.addBox("Attic")
            try await home.addItem("Kettle", to: attic)
            try await home.addItem("Lamp", to: attic)
            let other = try await ContractFixture.make(on: store, inventory: InventoryID(UUID()))
            try await other.addBox("Garage")
            _ = try await home.addPhotos(["a", "b"], to: .box(attic), thumbnails: false)

            let counts = try await store.counts()
            #expect(counts.inventories == 2)
            #expect(counts.boxes == 2)
            #expect(counts.items == 2)
            #expect(counts.photos == 2)
            #expect(counts.events == 4)
            #expect(counts.accounts == 0)
            // Settling, as after a copy, changes nothing the store holds.
            try await store.settle()
            #expect(try await store.counts() == counts)
            #expect(try await home.ports.readModel.box(numbered: attic, .first)?.items.totalCount == 2)
        },
        TransferContractCase("records that cannot all be put in leave the store as it was") { makeStore in
            let source = try await makeStore()
            var records = try await fill(source)
            // Two accounts of one username: the second is refused, and with it the whole load.
            records.accounts.append(try AccessContract.makeAccount("robin"))
            let target = try await makeStore()
            await #expect(throws: (any Error).self) { try await target.load(records) }
            #expect(try await target.counts() == StoreCounts())
        },
    ]

    /// Two inventories, three accounts and their memberships, sessions, an invitation and a token.
    static func fill(_ store: any TransferableStore) async throws -> AccessRecords {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let home = Inventory(id: Inventory.localID, name: try InventoryName("Home"))
        let shop = Inventory(id: InventoryID(UUID()), name: try InventoryName("Shop"))
        let accounts = try ["robin", "sam", "kim"].map(AccessContract.makeAccount)
        let memberships = [
            Membership(inventory: home.id, account: accounts[0].id, role: .owner),
            Membership(inventory: home.id, account: accounts[1].id, role: .viewer),
            Membership(inventory: shop.id, account: accounts[2].id, role: .owner),
            Membership(inventory: shop.id, account: accounts[0].id, role: .editor),
        ]
        let sessions = [
            Session(digest: TokenDigest(hex: "aa01"), account: accounts[0].id, createdAt: now, expiresAt: now + 3_600),
            Session(digest: TokenDigest(hex: "bb02"), account: accounts[2].id, createdAt: now, expiresAt: now + 60),
        ]
        let invitations = [
            Invitation(
                digest: TokenDigest(hex: "cc03"), inventory: shop.id, role: .editor, invitedBy: accounts[2].id,
                expiresAt: now + 7 * 86_400)
        ]
        let tokens = [
            ApiToken(
                id: ApiTokenID(UUID()), account: accounts[1].id, name: try TokenName("scanner"),
                digest: TokenDigest(hex: "dd04"), createdAt: now)
        ]
        for inventory in [home, shop] { try await store.inventories().save(inventory) }
        for account in accounts { try await store.accounts().add(account) }
        for membership in memberships { try await store.memberships().add(membership) }
        for session in sessions { try await store.sessions().add(session) }
        for invitation in invitations { try await store.invitations().add(invitation) }
        for token in tokens { try await store.apiTokens().add(token) }
        let links = [
            ShareLink(
                id: ShareLinkID(UUID()), inventory: home.id, digest: TokenDigest(hex: "ee05"),
                scope: .room(try Room("Kitchen")), note: try ShareNote("For the movers"),
                madeBy: Author(account: accounts[0].id, name: accounts[0].displayName), createdAt: now,
                expiresAt: now + 30 * 86_400, lastUsedAt: now + 60),
            ShareLink(
                id: ShareLinkID(UUID()), inventory: shop.id, digest: TokenDigest(hex: "ee06"),
                scope: .boxes([try BoxNumber(3), try BoxNumber(7)]), note: nil, madeBy: .commandLine, createdAt: now,
                expiresAt: now + 86_400),
        ]
        for link in links { try await store.shareLinks().add(link) }
        return AccessRecords(
            inventories: [home, shop], accounts: accounts, memberships: memberships, sessions: sessions,
            invitations: invitations, apiTokens: tokens, shareLinks: links)
    }
}

/// Makes a new, empty store of the kind under test.
public typealias TransferableStoreFactory = @Sendable () async throws -> any TransferableStore

/// One behaviour of ``TransferContract``.
public typealias TransferContractCase = ContractCase<TransferableStoreFactory>
