import Foundation
import Synchronization
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import TotePostgres

@Suite(
    "One item added by two statements on PostgreSQL", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped),
    .timeLimit(.minutes(10)))
struct OneItemAddTests {
    @Test("the statement storing an item writes nothing once its box changed since it was read")
    func storingChecksTheBox() async throws {
        try await TestDatabases.with { databases in
            let store = try await databases.makeStore()
            let home = try await store.ownerUseCases(of: Inventory.localID)
            let kitchen = try await home.commands.provisionBox(ProvisionBoxRequest(title: "Kitchen"))
            let items = PostgresItemRepository(database: store.database, inventory: Inventory.localID)
            let read = try #require(
                try await store.database.alone { sql in
                    try await InventoryRows.reserveItems(1, into: kitchen, in: Inventory.localID, sql)
                })
            let kettle = try ProvisioningService(identities: ReservedIdentities(itemNumbers: [read.first]))
                .provisionItem(title: Title("Kettle"), quantity: Quantity(1), note: nil, in: read.box, at: Date())
            _ = try await home.commands.changeBox(ChangeBoxRequest(box: kitchen, title: "Pantry"))
            let entries = try await home.queries.history(of: nil, .first).totalCount

            #expect(
                try await store.database.alone { sql in try await items.storeAlone(kettle, in: read.box, sql) } == false
            )
            #expect(try await home.queries.showBox(kitchen).items.entries.isEmpty)
            #expect(try await home.queries.history(of: nil, .first).totalCount == entries)

            // With the box as it is now, the same statement stores the item and its event.
            let pantry = try #require(
                try await store.database.alone { sql in
                    try await BoxRows.box(numbered: kitchen, in: Inventory.localID, sql)
                })
            #expect(try await store.database.alone { sql in try await items.storeAlone(kettle, in: pantry, sql) })
            #expect(try await home.queries.showBox(kitchen).items.entries.map(\.number.value) == [read.first])
            #expect(try await home.queries.history(of: nil, .first).totalCount == entries + 1)
        }
    }

    @Test("an add whose box is renamed between its two statements is made in one transaction, with its number")
    func addMadeAgain() async throws {
        try await TestDatabases.with { databases in
            let store = try await databases.makeStore()
            let home = try await store.ownerUseCases(of: Inventory.localID)
            let kitchen = try await home.commands.provisionBox(ProvisionBoxRequest(title: "Kitchen"))
            let items = PostgresItemRepository(database: store.database, inventory: Inventory.localID)
            let titlesSeen = Mutex<[String]>([])
            let (box, added) = try await items.provision(1, into: kitchen) { box, identities in
                let first = titlesSeen.withLock { seen in
                    seen.append(box.title.text)
                    return seen.count == 1
                }
                // Between the statement reserving the number and the one storing the item, the box is renamed.
                if first {
                    try Self.waiting {
                        try await home.commands.changeBox(ChangeBoxRequest(box: kitchen, title: "Pantry"))
                    }
                }
                return [
                    try ProvisioningService(identities: identities).provisionItem(
                        title: Title("Kettle"), quantity: .one, note: nil, in: box, at: Date())
                ]
            }
            #expect(titlesSeen.withLock { $0 } == ["Kitchen", "Pantry"])
            #expect(box.title.text == "Pantry")
            #expect(added.map(\.number.value) == [1])
            #expect(try await home.queries.showBox(kitchen).items.entries.map(\.title.text) == ["Kettle"])
            let newest = try await home.queries.history(of: kitchen, .first).entries.first
            #expect(newest?.event.item?.number.value == 1)
            #expect(newest?.event.box.title.text == "Pantry")
        }
    }

    /// Runs `work` and blocks this thread until it ends: for the synchronous `make` of a provision.
    private static func waiting(_ work: @escaping @Sendable () async throws -> some Sendable) throws {
        let outcome = Mutex<Result<Void, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let result: Result<Void, any Error>
            do {
                _ = try await work()
                result = .success(())
            } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        try outcome.withLock { $0 }?.get()
    }
}
