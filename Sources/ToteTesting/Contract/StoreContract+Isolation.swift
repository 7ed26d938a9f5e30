import Foundation
import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    static let isolationCases: [StoreContractCase] = [
        StoreContractCase("inventories of one store never see each other's data") { makeStore in
            let store = try await makeStore()
            let home = try await ContractFixture.make(on: store, inventory: Inventory.localID)
            let office = try await ContractFixture.make(on: store, inventory: InventoryID(UUID()))
            let homeBox = try await home.addBox("Home box")
            let homeItem = try await home.addItem("Teapot", to: homeBox)
            let officeBox = try await office.addBox("Office box")
            #expect(homeBox.value == 1 && officeBox.value == 1)
            #expect(try await office.queries.showBox(officeBox).box.title.text == "Office box")
            #expect(try await office.ports.readModel.item(numbered: homeItem) == nil)
            #expect(try await office.find("teapot").isEmpty)
            #expect(try await office.history().map(\.event.box.title.text) == ["Office box"])
            #expect(try await office.queries.listBoxes(.first).totalCount == 1)
            await #expect(throws: InventoryError.itemNotFound(homeItem)) {
                try await office.commands.changeItem(ChangeItemRequest(item: homeItem, box: officeBox))
            }
            #expect(try await home.queries.showItem(homeItem).box.title.text == "Home box")
        },
        StoreContractCase("ports for the same inventory share its data") { makeStore in
            let store = try await makeStore()
            let first = try await ContractFixture.make(on: store, inventory: Inventory.localID)
            let second = try await ContractFixture.make(on: store, inventory: Inventory.localID)
            let box = try await first.addBox("Shared")
            #expect(try await second.queries.showBox(box).box.title.text == "Shared")
            #expect(try await second.addBox("Next").value == 2)
        },
    ]
}
