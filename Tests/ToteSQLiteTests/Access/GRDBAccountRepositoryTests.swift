import Foundation
import GRDB
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import ToteSQLite

@Suite("Storing accounts in SQLite")
struct GRDBAccountRepositoryTests {
    @Test func twoStoresTakingOneUsernameAtOnceLeaveOneAccountAndTellTheOtherItIsTaken() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let stores = [try await SQLiteStore.open(at: path), try await SQLiteStore.open(at: path)]
            let username = try Username("robin")
            // When
            let failures = await withTaskGroup(of: (any Error)?.self) { group in
                for store in stores {
                    group.addTask {
                        do {
                            try await store.accounts().add(try AccessFixtures.account("Robin"))
                            return nil
                        } catch {
                            return error
                        }
                    }
                }
                return await group.reduce(into: []) { $0 += [$1].compactMap { $0 } }
            }
            // Then
            #expect(failures.count == 1)
            #expect(failures.first as? AccessError == .usernameTaken(username))
            #expect(try await stores[1].accounts().count() == 1)
        }
    }

    /// What the store says when the database refuses a row by one of its constraints.
    static let brokenRule = StoreError.failed(reason: "a value breaks a rule of the store")

    @Test func anAccountWhoseIdIsTakenIsRefusedByTheDatabaseNotAsATakenUsername() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let store = try await SQLiteStore.open(at: directory.temporaryPath())
            let robin = try AccessFixtures.account("robin")
            try await store.accounts().add(robin)
            // When
            // Then
            await #expect(throws: Self.brokenRule) {
                try await store.accounts().add(try AccessFixtures.account("sam", id: robin.id))
            }
            #expect(try await store.accounts().account(named: Username("sam")) == nil)
            #expect(try await store.accounts().account(robin.id) == robin)
        }
    }

    @Test func savingAnAccountThatIsNotStoredFailsAndStoresNothing() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let store = try await SQLiteStore.open(at: directory.temporaryPath())
            let stranger = try AccessFixtures.account("stranger")
            // When / Then
            await #expect(throws: UnknownAccount(account: stranger.id)) {
                try await store.accounts().save(stranger)
            }
            #expect(try await store.accounts().count() == 0)
        }
    }

    @Test func sessionsAndTokensOfAnAccountThatIsNotStoredAreRefused() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let store = try await SQLiteStore.open(at: directory.temporaryPath())
            let stranger = AccountID(UUID())
            // When / Then
            await #expect(throws: Self.brokenRule) {
                try await store.sessions().add(AccessFixtures.session("s1", of: stranger))
            }
            await #expect(throws: Self.brokenRule) {
                try await store.apiTokens().add(try AccessFixtures.apiToken("t1", of: stranger))
            }
            #expect(try await store.sessions().session(TokenDigest(hex: "s1")) == nil)
            #expect(try await store.apiTokens().token(TokenDigest(hex: "t1")) == nil)
        }
    }

    @Test func removingAnAccountRowTakesItsSessionsTokensAndMembershipsWithIt() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let store = try await SQLiteStore.open(at: path)
            let robin = try AccessFixtures.account("robin")
            let sam = try AccessFixtures.account("sam")
            for account in [robin, sam] { try await store.accounts().add(account) }
            try await store.sessions().add(AccessFixtures.session("s-robin", of: robin.id))
            try await store.sessions().add(AccessFixtures.session("s-sam", of: sam.id))
            try await store.apiTokens().add(try AccessFixtures.apiToken("t-robin", of: robin.id))
            for account in [robin, sam] {
                try await store.memberships().add(
                    Membership(inventory: Inventory.localID, account: account.id, role: .owner))
            }
            // When
            try await DatabaseQueue(path: path).write { db in
                try db.execute(sql: "DELETE FROM account WHERE id = ?", arguments: [robin.id.description])
            }
            // Then
            #expect(try await store.sessions().session(TokenDigest(hex: "s-robin")) == nil)
            #expect(try await store.sessions().session(TokenDigest(hex: "s-sam")) != nil)
            #expect(try await store.apiTokens().tokens(of: robin.id).isEmpty)
            #expect(try await store.memberships().members(of: Inventory.localID).map(\.account) == [sam.id])
        }
    }
}
