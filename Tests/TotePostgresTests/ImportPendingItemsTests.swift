import Foundation
import Testing
import ToteApplication
import ToteDomain

@testable import TotePostgres

@Suite(
    "An import's new items stored many to a statement on PostgreSQL",
    .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped), .timeLimit(.minutes(10)))
struct ImportPendingItemsTests {
    @Test("items are found by key and identity while they wait and once stored, and all are stored at the end")
    func foundWhileWaiting() async throws {
        try await TestDatabases.with { databases in
            let store = try await databases.makeStore()
            let imports = try await store.localImports()
            let count = PendingItems.most + PendingItems.most / 2
            let made = try await imports.importing(commit: true, clearing: false) { session in
                let provisioning = ProvisioningService(identities: session.identities)
                let box = try provisioning.provisionBox(title: Title("Kitchen"), location: nil, note: nil, at: Date())
                try session.insert(box, keyed: "path:Kitchen")
                var made: [Item] = []
                for index in 1...count {
                    let item = try provisioning.provisionItem(
                        title: Title("Cup \(index)"), quantity: .one, note: nil, in: box, at: Date())
                    try session.insert(item, keyed: "key \(index)")
                    made.append(item)
                    let first = made[0]
                    #expect(try session.item(keyed: "key \(index)")?.id == item.id)
                    #expect(try session.item(identified: item.id)?.title == item.title)
                    #expect(try session.item(keyed: "key 1")?.id == first.id)
                    #expect(try session.item(identified: first.id)?.title == first.title)
                }
                #expect(try session.item(keyed: "key \(count + 1)") == nil)
                return made
            }
            let stored = try await store.database.rows(
                "SELECT import_key, title FROM item WHERE inventory_id = \(Inventory.localID.uuid) ORDER BY number")
            #expect(try stored.map { try $0.decode("import_key", as: String.self) } == (1...count).map { "key \($0)" })
            #expect(try stored.map { try $0.decode("title", as: String.self) } == made.map(\.title.text))
        }
    }

    @Test("a dry run stores none of the items, those that waited included")
    func dryRunStoresNone() async throws {
        try await TestDatabases.with { databases in
            let store = try await databases.makeStore()
            let imports = try await store.localImports()
            try await imports.importing(commit: false, clearing: false) { session in
                let provisioning = ProvisioningService(identities: session.identities)
                let box = try provisioning.provisionBox(title: Title("Shed"), location: nil, note: nil, at: Date())
                try session.insert(box, keyed: "path:Shed")
                for index in 1...(PendingItems.most + 10) {
                    let item = try provisioning.provisionItem(
                        title: Title("Nail \(index)"), quantity: .one, note: nil, in: box, at: Date())
                    try session.insert(item, keyed: "key \(index)")
                }
            }
            let items = try await store.database.rows("SELECT count(*)::int AS items FROM item")
            #expect(try items.first?.decode("items", as: Int.self) == 0)
        }
    }
}
