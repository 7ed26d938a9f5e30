import Foundation
import Testing
import ToteApplication
import ToteDomain

/// The behaviour every store that keeps accounts must show; run it like ``StoreContract``.
public enum AccessContract {
    public static var cases: [AccessContractCase] { accountCases + credentialCases + shareLinkCases }

    static let accountCases: [AccessContractCase] = [
        AccessContractCase("an account is found by its id and its username, in any case") { store in
            let account = try makeAccount("Robin")
            try await store.accounts().add(account)
            #expect(try await store.accounts().account(account.id) == account)
            #expect(try await store.accounts().account(named: Username("ROBIN")) == account)
            #expect(try await store.accounts().account(named: Username("nobody")) == nil)
            #expect(try await store.accounts().count() == 1)
        },
        AccessContractCase("of 20 first owners added at the same moment exactly one is, with its inventory") { store in
            let accounts = try (0..<20).map { try makeAccount("owner\($0)") }
            let inventory = Inventory(id: Inventory.localID, name: try InventoryName("Home"))
            let repository = store.accounts()
            let outcomes = await concurrently(20) { index in
                try await repository.addFirstOwner(accounts[index], of: inventory)
            }
            #expect(outcomes == ["done": 1, AccessError.setupAlreadyDone.description: 19])
            #expect(try await store.accounts().count() == 1)
            let members = try await store.memberships().members(of: Inventory.localID)
            #expect(members.map(\.role) == [.owner])
            #expect(try await store.inventories().inventory(Inventory.localID)?.name.text == "Home")
            await #expect(throws: AccessError.setupAlreadyDone) {
                try await repository.addFirstOwner(try makeAccount("late"), of: inventory)
            }
        },
        AccessContractCase("a username is taken only once") { store in
            try await store.accounts().add(try makeAccount("robin"))
            await #expect(throws: AccessError.usernameTaken(try Username("robin"))) {
                try await store.accounts().add(try makeAccount("Robin"))
            }
            #expect(try await store.accounts().count() == 1)
        },
        AccessContractCase("saving an account that was never added is refused") { store in
            let ghost = try makeAccount("ghost")
            await #expect(throws: (any Error).self) { try await store.accounts().save(ghost) }
            #expect(try await store.accounts().account(ghost.id) == nil)
        },
        AccessContractCase("a new password ends the account's sessions but the one kept, and no one else's") { store in
            let robin = try makeAccount("robin")
            let sam = try makeAccount("sam")
            for account in [robin, sam] { try await store.accounts().add(account) }
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            let digests = ["aa", "bb", "cc"].map { TokenDigest(hex: $0) }
            for (digest, account) in zip(digests, [robin, robin, sam]) {
                try await store.sessions().add(
                    Session(digest: digest, account: account.id, createdAt: now, expiresAt: now + 60))
            }
            let noTokens = try await store.accounts().changePassword(
                of: robin.id, to: PasswordHash(encoded: "new"), keeping: digests[1])
            #expect(noTokens == [])
            #expect(try await store.accounts().account(robin.id)?.passwordHash.encoded == "new")
            #expect(try await store.sessions().session(digests[0]) == nil)
            #expect(try await store.sessions().session(digests[1]) != nil)
            #expect(try await store.sessions().session(digests[2]) != nil)
            _ = try await store.accounts().changePassword(
                of: robin.id, to: PasswordHash(encoded: "newer"), keeping: nil)
            #expect(try await store.sessions().session(digests[1]) == nil)
            await #expect(throws: AccessError.memberNotFound) {
                try await store.accounts().changePassword(
                    of: AccountID(UUID()), to: PasswordHash(encoded: "x"), keeping: nil)
            }
            #expect(try await store.accounts().account(sam.id)?.passwordHash.encoded == "hash")
        },
        AccessContractCase("a changed account is stored") { store in
            var account = try makeAccount("sam")
            try await store.accounts().add(account)
            account.displayName = try DisplayName("Samantha")
            try await store.accounts().save(account)
            #expect(try await store.accounts().account(account.id)?.displayName.text == "Samantha")
        },
        AccessContractCase("memberships are listed per account and per inventory") { store in
            let robin = try makeAccount("robin")
            let sam = try makeAccount("sam")
            let other = InventoryID(UUID())
            for account in [robin, sam] { try await store.accounts().add(account) }
            try await store.inventories().save(Inventory(id: Inventory.localID, name: try InventoryName("Home")))
            try await store.inventories().save(Inventory(id: other, name: try InventoryName("Club")))
            try await store.memberships().add(Membership(inventory: Inventory.localID, account: robin.id, role: .owner))
            try await store.memberships().add(Membership(inventory: Inventory.localID, account: sam.id, role: .viewer))
            try await store.memberships().add(Membership(inventory: other, account: sam.id, role: .editor))
            try await store.memberships().add(Membership(inventory: Inventory.localID, account: sam.id, role: .editor))
            let home = try await store.memberships().members(of: Inventory.localID)
            #expect(
                Set(home) == [
                    Membership(inventory: Inventory.localID, account: robin.id, role: .owner),
                    Membership(inventory: Inventory.localID, account: sam.id, role: .editor),
                ])
            #expect(
                Set(try await store.memberships().memberships(of: sam.id).map(\.inventory)) == [
                    Inventory.localID, other,
                ])
        },
        AccessContractCase("an inventory keeps its latest name") { store in
            let id = InventoryID(UUID())
            #expect(try await store.inventories().inventory(id) == nil)
            try await store.inventories().save(Inventory(id: id, name: try InventoryName("Flat")))
            try await store.inventories().save(Inventory(id: id, name: try InventoryName("New flat")))
            #expect(try await store.inventories().inventory(id)?.name.text == "New flat")
        },
        AccessContractCase("sessions are found by digest and end one by one or all together") { store in
            let robin = try makeAccount("robin")
            let sam = try makeAccount("sam")
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            for account in [robin, sam] { try await store.accounts().add(account) }
            let sessions = [("a", robin), ("b", robin), ("c", sam)].map { digest, account in
                Session(digest: TokenDigest(hex: digest), account: account.id, createdAt: now, expiresAt: now + 60)
            }
            for session in sessions { try await store.sessions().add(session) }
            #expect(try await store.sessions().session(TokenDigest(hex: "a")) == sessions[0])
            try await store.sessions().remove(TokenDigest(hex: "a"))
            #expect(try await store.sessions().session(TokenDigest(hex: "a")) == nil)
            #expect(try await store.sessions().session(TokenDigest(hex: "b")) != nil)
            #expect(try await store.accounts().endCredentials(of: robin.id) == [])
            #expect(try await store.sessions().session(TokenDigest(hex: "b")) == nil)
            #expect(try await store.sessions().session(TokenDigest(hex: "c")) == sessions[2])
        },
        AccessContractCase("20 owners demoting or removing themselves at the same moment leave one owner") { store in
            let owners = try (0..<20).map { try makeAccount("owner\($0)") }
            for owner in owners {
                try await store.accounts().add(owner)
                try await store.memberships().add(
                    Membership(inventory: Inventory.localID, account: owner.id, role: .owner))
            }
            let memberships = store.memberships()
            let outcomes = await concurrently(20) { index in
                if index.isMultiple(of: 2) {
                    try await memberships.changeRole(of: owners[index].id, in: Inventory.localID, to: .editor)
                } else {
                    try await memberships.remove(owners[index].id, from: Inventory.localID)
                }
            }
            #expect(outcomes == ["done": 19, AccessError.lastOwner.description: 1])
            let members = try await store.memberships().members(of: Inventory.localID)
            #expect(members.filter { $0.role == .owner }.count == 1)
            await #expect(throws: AccessError.memberNotFound) {
                try await memberships.changeRole(of: AccountID(UUID()), in: Inventory.localID, to: .viewer)
            }
        },
        AccessContractCase("a member can be removed from one inventory") { store in
            let robin = try makeAccount("robin")
            let other = InventoryID(UUID())
            try await store.accounts().add(robin)
            try await store.memberships().add(
                Membership(inventory: Inventory.localID, account: robin.id, role: .editor))
            try await store.memberships().add(Membership(inventory: other, account: robin.id, role: .viewer))
            try await store.memberships().remove(robin.id, from: Inventory.localID)
            #expect(try await store.memberships().memberships(of: robin.id).map(\.inventory) == [other])
        },
        AccessContractCase("of 20 people redeeming one invitation at the same moment exactly one joins") { store in
            let robin = try makeAccount("robin")
            try await store.accounts().add(robin)
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            let invitation = Invitation(
                digest: TokenDigest(hex: "once"), inventory: Inventory.localID, role: .owner, invitedBy: robin.id,
                expiresAt: now + 60)
            try await store.invitations().add(invitation)
            let newcomers = try (0..<20).map { try makeAccount("newcomer\($0)") }
            let invitations = store.invitations()
            let outcomes = await concurrently(20) { index in
                _ = try await invitations.redeem(
                    invitation.digest, at: now, by: newcomers[index].id, creating: newcomers[index])
            }
            #expect(outcomes == ["done": 1, AccessError.invitationInvalid.description: 19])
            #expect(try await store.accounts().count() == 2)
            #expect(try await store.memberships().members(of: Inventory.localID).count == 1)
            #expect(try await store.invitations().invitation(invitation.digest) == nil)
        },
        AccessContractCase(
            "redeeming keeps a member's role, refuses an expired invitation and keeps it for a taken name"
        ) {
            store in
            let robin = try makeAccount("robin")
            try await store.accounts().add(robin)
            try await store.memberships().add(Membership(inventory: Inventory.localID, account: robin.id, role: .owner))
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            let viewer = Invitation(
                digest: TokenDigest(hex: "v"), inventory: Inventory.localID, role: .viewer, invitedBy: robin.id,
                expiresAt: now + 60)
            try await store.invitations().add(viewer)

            await #expect(throws: AccessError.invitationInvalid) {
                try await store.invitations().redeem(viewer.digest, at: now + 60, by: robin.id, creating: nil)
            }
            await #expect(throws: AccessError.usernameTaken(try Username("robin"))) {
                let twin = try makeAccount("Robin")
                return try await store.invitations().redeem(viewer.digest, at: now, by: twin.id, creating: twin)
            }
            #expect(try await store.invitations().invitation(viewer.digest) == viewer)
            #expect(try await store.invitations().redeem(viewer.digest, at: now, by: robin.id, creating: nil) == viewer)
            #expect(try await store.memberships().members(of: Inventory.localID).map(\.role) == [.owner])
            #expect(try await store.invitations().invitation(viewer.digest) == nil)
        },
        AccessContractCase("invitations are found by digest, listed per inventory and removed") { store in
            let robin = try makeAccount("robin")
            let expiry = Date(timeIntervalSince1970: 1_800_000_000)
            let invitation = Invitation(
                digest: TokenDigest(hex: "i1"), inventory: Inventory.localID, role: .editor, invitedBy: robin.id,
                expiresAt: expiry)
            let elsewhere = Invitation(
                digest: TokenDigest(hex: "i2"), inventory: InventoryID(UUID()), role: .viewer, invitedBy: robin.id,
                expiresAt: expiry)
            try await store.invitations().add(invitation)
            try await store.invitations().add(elsewhere)
            #expect(try await store.invitations().invitation(TokenDigest(hex: "i1")) == invitation)
            #expect(try await store.invitations().invitations(to: Inventory.localID) == [invitation])
            try await store.invitations().remove(TokenDigest(hex: "i1"))
            #expect(try await store.invitations().invitation(TokenDigest(hex: "i1")) == nil)
            #expect(try await store.invitations().invitation(TokenDigest(hex: "i2")) == elsewhere)
        },
        AccessContractCase("API tokens are found by digest, listed per account and revoked") { store in
            let robin = try makeAccount("robin")
            let sam = try makeAccount("sam")
            let made = Date(timeIntervalSince1970: 1_800_000_000)
            for account in [robin, sam] { try await store.accounts().add(account) }
            let tokens = try [(robin, "t1"), (robin, "t2"), (sam, "t3")].map { account, digest in
                ApiToken(
                    id: ApiTokenID(UUID()), account: account.id, name: try TokenName("Script " + digest),
                    digest: TokenDigest(hex: digest), createdAt: made)
            }
            for token in tokens { try await store.apiTokens().add(token) }
            #expect(try await store.apiTokens().token(TokenDigest(hex: "t2")) == tokens[1])
            #expect(Set(try await store.apiTokens().tokens(of: robin.id)) == Set(tokens[0...1]))
            try await store.apiTokens().remove(tokens[0].id)
            #expect(try await store.apiTokens().token(TokenDigest(hex: "t1")) == nil)
            #expect(try await store.apiTokens().tokens(of: robin.id) == [tokens[1]])
        },
    ]

    static func makeAccount(_ username: String) throws -> Account {
        Account(
            id: AccountID(UUID()), username: try Username(username), displayName: try DisplayName(username),
            passwordHash: PasswordHash(encoded: "hash"), createdAt: Date(timeIntervalSince1970: 1_800_000_000))
    }
}
