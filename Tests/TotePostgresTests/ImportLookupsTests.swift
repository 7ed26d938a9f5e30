import Foundation
import Testing
import ToteApplication
import ToteDomain

@testable import TotePostgres

@Suite(
    "An import on PostgreSQL finds what its inventory holds, asking only where something may be found",
    .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped), .timeLimit(.minutes(10)))
struct ImportLookupsTests {
    @Test("in an inventory that held nothing, what the import stored is found again, items past the waiting ones too")
    func emptyInventory() async throws {
        try await TestDatabases.with { databases in
            let store = try await databases.makeStore()
            let imports = try await store.localImports()
            try await imports.importing(commit: false, clearing: false) { session in
                let provisioning = ProvisioningService(identities: session.identities)
                let shed = try provisioning.provisionBox(
                    title: Title("Shed"), location: Location("Garden"), note: nil, at: Date())
                #expect(try session.box(keyed: "path:Shed") == nil)
                try session.insert(shed, keyed: "path:Shed")
                #expect(try session.box(keyed: "path:Shed")?.id == shed.id)
                #expect(try session.box(titled: Title("Shed"), at: Location("Garden"))?.id == shed.id)
                #expect(try session.box(titled: Title("Shed"), at: nil) == nil)
                let first = try provisioning.provisionItem(
                    title: Title("Rake"), quantity: .one, note: nil, in: shed, at: Date())
                try session.insert(first, keyed: "ref:R1")
                for index in 2...(PendingItems.most + 1) {
                    let item = try provisioning.provisionItem(
                        title: Title("Pot \(index)"), quantity: .one, note: nil, in: shed, at: Date())
                    try session.insert(item, keyed: "ref:R\(index)")
                }
                #expect(try session.item(keyed: "ref:R1")?.id == first.id)
                #expect(try session.item(keyed: "ref:R0") == nil)
            }
        }
    }

    @Test("in an inventory holding boxes and imported items, an import finds them by title and key as it changes them")
    func heldBefore() async throws {
        try await TestDatabases.with { databases in
            let store = try await databases.makeStore()
            let useCases = try await store.ownerUseCases(of: Inventory.localID)
            _ = try await useCases.commands.provisionBox(ProvisionBoxRequest(title: "Attic", location: "Upstairs"))
            let imports = PostgresImportRepository(database: store.database, inventory: Inventory.localID)
            let lamp = try await imports.importing(commit: true, clearing: false) { session in
                let attic = try #require(try session.box(titled: Title("Attic"), at: Location("Upstairs")))
                #expect(try session.box(titled: Title("Attic"), at: nil) == nil)
                let lamp = try ProvisioningService(identities: session.identities).provisionItem(
                    title: Title("Lamp"), quantity: .one, note: nil, in: attic, at: Date())
                try session.insert(lamp, keyed: "ref:L1")
                return lamp
            }
            try await imports.importing(commit: false, clearing: false) { session in
                let stored = try #require(try session.item(keyed: "ref:L1"))
                #expect(stored.id == lamp.id)
                #expect(try session.item(keyed: "ref:L2") == nil)
                var renamed = stored
                renamed.rename(to: try Title("Desk lamp"), at: Date())
                try session.update(renamed, from: stored, keyed: "ref:L1")
                #expect(try session.item(keyed: "ref:L1")?.title.text == "Desk lamp")
            }
        }
    }
}
