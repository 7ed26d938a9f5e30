import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteSQLite
import ToteTesting

@Suite("Inventories and their members in SQLite")
struct GRDBInventoryRepositoryTests {
    @Test func namingTheInventoryTheCommandLineUsesKeepsItsBoxesAndNumbers() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let store = try await SQLiteStore.open(at: directory.temporaryPath())
            let driver = try await StoreDriver.driving(store)
            let box = try await driver.addBox("Kitchen", items: ["Kettle"])
            #expect(try await store.inventories().inventory(Inventory.localID)?.name.text == "Local")
            // When
            try await store.inventories().save(Inventory(id: Inventory.localID, name: try InventoryName("Home")))
            // Then
            #expect(try await store.inventories().inventory(Inventory.localID)?.name.text == "Home")
            let reopened = try await StoreDriver.driving(store)
            #expect(try await reopened.find("ket") == ["Kettle"])
            #expect(try await reopened.addBox("Attic", items: []).value == box.value + 1)
        }
    }

    @Test func anInventoryNamedFirstGetsItsOwnItemsWhenItsPortsAreOpened() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let store = try await SQLiteStore.open(at: directory.temporaryPath())
            let club = Inventory(id: InventoryID(UUID()), name: try InventoryName("Club"))
            let robin = try AccessFixtures.account("robin")
            try await store.accounts().add(robin)
            try await store.inventories().save(club)
            try await store.memberships().add(Membership(inventory: club.id, account: robin.id, role: .owner))
            // When
            let home = try await StoreDriver.driving(store)
            let clubDriver = try await StoreDriver.driving(store, inventory: club.id)
            try await home.addBox("Home box", items: ["Kettle"])
            try await clubDriver.addBox("Club box", items: ["Kite"])
            // Then
            #expect(try await clubDriver.find("k") == ["Kite"])
            #expect(try await home.find("k") == ["Kettle"])
            #expect(try await store.inventories().inventory(club.id) == club)
            #expect(try await store.memberships().memberships(of: robin.id).map(\.inventory) == [club.id])
        }
    }

    @Test func aMembershipForAnInventoryNotUsedBeforeCreatesItAndAChangedRoleReplacesTheOld() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let store = try await SQLiteStore.open(at: directory.temporaryPath())
            let robin = try AccessFixtures.account("robin")
            let fresh = InventoryID(UUID())
            try await store.accounts().add(robin)
            // When
            try await store.memberships().add(Membership(inventory: fresh, account: robin.id, role: .viewer))
            try await store.memberships().add(Membership(inventory: fresh, account: robin.id, role: .editor))
            // Then
            #expect(try await store.inventories().inventory(fresh)?.name.text == "Inventory")
            #expect(
                try await store.memberships().members(of: fresh) == [
                    Membership(inventory: fresh, account: robin.id, role: .editor)
                ])
            let driver = try await StoreDriver.driving(store, inventory: fresh)
            #expect(try await driver.addBox("First", items: []).value == 1)
        }
    }
}
