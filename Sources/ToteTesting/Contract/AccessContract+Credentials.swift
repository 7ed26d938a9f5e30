import Foundation
import Testing
import ToteApplication
import ToteDomain

extension AccessContract {
    /// How credentials end: a new password, logging out everywhere and password reset links.
    static let credentialCases: [AccessContractCase] = [
        AccessContractCase("a new password or logging out everywhere revokes the account's tokens but the one kept") {
            store in
            let robin = try makeAccount("robin")
            let sam = try makeAccount("sam")
            for account in [robin, sam] { try await store.accounts().add(account) }
            let tokens = try [(robin, "t1", 0), (robin, "t2", 1), (robin, "t3", 2), (sam, "t4", 0)].map {
                account, digest, minute in
                ApiToken(
                    id: ApiTokenID(UUID()), account: account.id, name: try TokenName("Script " + digest),
                    digest: TokenDigest(hex: digest),
                    createdAt: Date(timeIntervalSince1970: 1_800_000_000 + 60 * minute))
            }
            for token in tokens { try await store.apiTokens().add(token) }
            let revoked = try await store.accounts().changePassword(
                of: robin.id, to: PasswordHash(encoded: "new"), keeping: TokenDigest(hex: "t2"))
            #expect(revoked == [tokens[0], tokens[2]])
            #expect(try await store.apiTokens().tokens(of: robin.id) == [tokens[1]])
            #expect(try await store.accounts().endCredentials(of: robin.id) == [tokens[1]])
            #expect(try await store.apiTokens().tokens(of: robin.id) == [])
            #expect(try await store.apiTokens().tokens(of: sam.id) == [tokens[3]])
        },
        AccessContractCase("reset links are found by digest, listed per inventory and removed") { store in
            let robin = try makeAccount("robin")
            let sam = try makeAccount("sam")
            for account in [robin, sam] { try await store.accounts().add(account) }
            let elsewhere = InventoryID(UUID())
            for inventory in [Inventory.localID, elsewhere] {
                try await store.inventories().save(Inventory(id: inventory, name: try InventoryName("Home")))
            }
            let expiry = Date(timeIntervalSince1970: 1_800_000_000)
            let here = PasswordReset(
                digest: TokenDigest(hex: "r1"), account: sam.id, inventory: Inventory.localID, madeBy: robin.id,
                expiresAt: expiry)
            let there = PasswordReset(
                digest: TokenDigest(hex: "r2"), account: sam.id, inventory: elsewhere, madeBy: robin.id,
                expiresAt: expiry)
            try await store.passwordResets().add(here)
            try await store.passwordResets().add(there)
            #expect(try await store.passwordResets().reset(TokenDigest(hex: "r1")) == here)
            #expect(try await store.passwordResets().resets(in: Inventory.localID) == [here])
            try await store.passwordResets().remove(TokenDigest(hex: "r1"))
            #expect(try await store.passwordResets().reset(TokenDigest(hex: "r1")) == nil)
            #expect(try await store.passwordResets().reset(TokenDigest(hex: "r2")) == there)
        },
        AccessContractCase(
            "of 20 people using one reset link at the same moment exactly one sets the password, ending every credential"
        ) { store in
            let robin = try makeAccount("robin")
            let sam = try makeAccount("sam")
            for account in [robin, sam] { try await store.accounts().add(account) }
            try await store.inventories().save(Inventory(id: Inventory.localID, name: try InventoryName("Home")))
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            try await store.sessions().add(
                Session(digest: TokenDigest(hex: "s1"), account: sam.id, createdAt: now, expiresAt: now + 60))
            try await store.sessions().add(
                Session(digest: TokenDigest(hex: "s2"), account: robin.id, createdAt: now, expiresAt: now + 60))
            let token = ApiToken(
                id: ApiTokenID(UUID()), account: sam.id, name: try TokenName("Backdoor"),
                digest: TokenDigest(hex: "t1"), createdAt: now)
            try await store.apiTokens().add(token)
            let links = ["once", "other"].map {
                PasswordReset(
                    digest: TokenDigest(hex: $0), account: sam.id, inventory: Inventory.localID, madeBy: robin.id,
                    expiresAt: now + 60)
            }
            for link in links { try await store.passwordResets().add(link) }
            let resets = store.passwordResets()
            let outcomes = await concurrently(20) { index in
                _ = try await resets.redeem(
                    TokenDigest(hex: "once"), at: now, settingPassword: PasswordHash(encoded: "chosen \(index)"))
            }
            #expect(outcomes == ["done": 1, AccessError.resetLinkInvalid.description: 19])
            #expect(try await store.accounts().account(sam.id)?.passwordHash.encoded.hasPrefix("chosen ") == true)
            #expect(try await store.sessions().session(TokenDigest(hex: "s1")) == nil)
            #expect(try await store.sessions().session(TokenDigest(hex: "s2")) != nil)
            #expect(try await store.apiTokens().tokens(of: sam.id) == [])
            #expect(try await store.passwordResets().resets(in: Inventory.localID) == [])
        },
        AccessContractCase("an expired reset link sets nothing") { store in
            let sam = try makeAccount("sam")
            try await store.accounts().add(sam)
            try await store.inventories().save(Inventory(id: Inventory.localID, name: try InventoryName("Home")))
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            let link = PasswordReset(
                digest: TokenDigest(hex: "late"), account: sam.id, inventory: Inventory.localID, madeBy: sam.id,
                expiresAt: now)
            try await store.passwordResets().add(link)
            await #expect(throws: AccessError.resetLinkInvalid) {
                try await store.passwordResets().redeem(
                    link.digest, at: now, settingPassword: PasswordHash(encoded: "x"))
            }
            #expect(try await store.accounts().account(sam.id)?.passwordHash.encoded == "hash")
        },
    ]
}
