import Foundation
import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    static let undoCases: [StoreContractCase] = [
        StoreContractCase("undoing a box's removal puts back the box and its items as they were") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let kept = try await fixture.addBox("Kept")
            let box = try await fixture.addBox("Kitchen", location: "Garage, shelf 3")
            let kettle = try await fixture.addItem("Kettle", to: box, quantity: 2, note: "Descaled")
            let mugs = try await fixture.addItem("Mugs", to: box)
            let contents = { (items: [ItemSummary]) in items.map { [$0.number.value, $0.quantity.value] } }
            let before = try await fixture.items(in: box)
            let removed = try await fixture.commands.removeBox(RemoveBoxRequest(box: box, force: true))
            let restored = try await fixture.commands.restore(RestoreRequest(removal: removed.removal))
            #expect(restored.map(\.kind) == [.boxRestored, .itemRestored, .itemRestored])
            let detail = try await fixture.queries.showBox(box)
            #expect(detail.box.title.text == "Kitchen" && detail.box.location?.text == "Garage, shelf 3")
            let after = try await fixture.items(in: box)
            #expect(contents(after) == contents(before) && after.map(\.title) == before.map(\.title))
            #expect(zip(after, before).allSatisfy { $0.version == $1.version + 1 })
            #expect(try await fixture.find("kettle") == ["Kettle"])
            #expect(try await fixture.queries.showItem(kettle).note?.text == "Descaled")
            #expect(try await fixture.queries.listBoxes(.first).entries.map(\.number) == [kept, box])
            let history = try await fixture.history().prefix(3).map(\.event)
            #expect(history.map(\.kind) == [.itemRestored, .itemRestored, .boxRestored])
            #expect(Set(history.compactMap(\.item?.number)) == [kettle, mugs])
            #expect(try await fixture.addItem("Spoon", to: box).value == 3)
        },
        StoreContractCase("a removal is undone once; the second undo is refused and changes nothing") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Books")
            let removed = try await fixture.commands.removeBox(RemoveBoxRequest(box: box))
            try await fixture.commands.restore(RestoreRequest(removal: removed.removal))
            let eventCount = try await fixture.history().count
            await #expect(throws: InventoryError.removalNotFound) {
                try await fixture.commands.restore(RestoreRequest(removal: removed.removal))
            }
            await #expect(throws: InventoryError.removalNotFound) {
                try await fixture.commands.restore(RestoreRequest(removal: RemovalID.random()))
            }
            #expect(try await fixture.history().count == eventCount)
            #expect(try await fixture.queries.listBoxes(.first).totalCount == 1)
        },
        StoreContractCase("an item's removal is undone into its box, or refused while the box is gone") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Hall")
            let lamp = try await fixture.addItem("Lamp", to: box, quantity: 3)
            let lampRemoved = try await fixture.commands.removeItem(RemoveItemRequest(item: lamp))
            try await fixture.addItem("Rug", to: box)
            let boxRemoved = try await fixture.commands.removeBox(RemoveBoxRequest(box: box, force: true))
            let eventCount = try await fixture.history().count
            await #expect(throws: InventoryError.restoringIntoMissingBox(box)) {
                try await fixture.commands.restore(RestoreRequest(removal: lampRemoved.removal))
            }
            #expect(try await fixture.history().count == eventCount)
            try await fixture.commands.restore(RestoreRequest(removal: boxRemoved.removal))
            let events = try await fixture.commands.restore(RestoreRequest(removal: lampRemoved.removal))
            #expect(events.map(\.kind) == [.itemRestored] && events.first?.box.number == box)
            let items = try await fixture.items(in: box)
            #expect(items.map(\.title.text) == ["Lamp", "Rug"] && items.first?.quantity.value == 3)
        },
        StoreContractCase("a removal cannot be undone from another inventory") { makeStore in
            let store = try await makeStore()
            let home = try await ContractFixture.make(on: store, inventory: Inventory.localID)
            let office = try await ContractFixture.make(on: store, inventory: InventoryID(UUID()))
            let box = try await home.addBox("Home box")
            let removed = try await home.commands.removeBox(RemoveBoxRequest(box: box))
            await #expect(throws: InventoryError.removalNotFound) {
                try await office.commands.restore(RestoreRequest(removal: removed.removal))
            }
            #expect(try await office.queries.listBoxes(.first).totalCount == 0)
            try await home.commands.restore(RestoreRequest(removal: removed.removal))
        },
        StoreContractCase("moving items back moves all of them or, when one has moved on, none") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let kitchen = try await fixture.addBox("Kitchen")
            let hall = try await fixture.addBox("Hall")
            let attic = try await fixture.addBox("Attic")
            let first = try await fixture.addItem("Pan", to: kitchen)
            let second = try await fixture.addItem("Pot", to: kitchen)
            try await fixture.addItem("Hat", to: hall)
            try await fixture.commands.emptyBox(EmptyBoxRequest(box: kitchen, into: hall))
            try await fixture.commands.changeItem(ChangeItemRequest(item: second, box: attic))
            let eventCount = try await fixture.history().count
            await #expect(throws: InventoryError.itemNotInBox(second, hall)) {
                try await fixture.commands.changeItems(
                    ChangeItemsRequest(items: [first, second], box: kitchen, seenIn: hall))
            }
            #expect(try await fixture.history().count == eventCount)
            #expect(try await fixture.items(in: kitchen).isEmpty)
            let events = try await fixture.commands.changeItems(
                ChangeItemsRequest(items: [first, first], box: kitchen, seenIn: hall))
            #expect(events.map(\.kind) == [.itemMoved])
            #expect(try await fixture.items(in: kitchen).map(\.number) == [first])
            #expect(try await fixture.items(in: hall).map(\.title.text) == ["Hat"])
        },
    ]
}
