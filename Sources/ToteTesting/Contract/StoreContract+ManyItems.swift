import Foundation
import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    static let manyItemsCases: [StoreContractCase] = [
        StoreContractCase(
            "items from several boxes move and change quantity in one change; unchanged ones record nothing"
        ) { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let attic = try await fixture.addBox("Attic")
            let hall = try await fixture.addBox("Hall")
            let van = try await fixture.addBox("Van")
            let lamp = try await fixture.addItem("Lamp", to: attic)
            let rug = try await fixture.addItem("Rug", to: hall, quantity: 2)
            let tyre = try await fixture.addItem("Tyre", to: van, quantity: 4)
            let moved = try await fixture.commands.changeItems(
                ChangeItemsRequest(items: [tyre, lamp, rug, lamp], box: van))
            #expect(moved.map(\.kind) == [.itemMoved, .itemMoved])
            #expect(moved.compactMap(\.item?.number) == [lamp, rug])
            #expect(try await fixture.items(in: van).map(\.number) == [lamp, rug, tyre])
            let counted = try await fixture.commands.changeItems(
                ChangeItemsRequest(items: [lamp, rug, tyre], quantity: try Quantity(4)))
            #expect(counted.map(\.kind) == [.itemRequantified, .itemRequantified])
            #expect(try await fixture.items(in: van).map(\.quantity.value) == [4, 4, 4])
            let both = try await fixture.commands.changeItems(
                ChangeItemsRequest(items: [lamp, tyre], box: attic, quantity: try Quantity(1), seenIn: van))
            #expect(both.map(\.kind) == [.itemRequantified, .itemMoved, .itemRequantified, .itemMoved])
            #expect(try await fixture.items(in: attic).map(\.number) == [lamp, tyre])
            #expect(try await fixture.queries.showItem(rug).version == 3)
            #expect(try await fixture.queries.showItem(lamp).version == 4)
        },
        StoreContractCase("a change of many items with one refused changes none of them") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let attic = try await fixture.addBox("Attic")
            let hall = try await fixture.addBox("Hall")
            let lamp = try await fixture.addItem("Lamp", to: attic)
            let rug = try await fixture.addItem("Rug", to: hall)
            let missing = try ItemNumber(99)
            let before = try await fixture.history().count
            await #expect(throws: InventoryError.itemNotFound(missing)) {
                try await fixture.commands.changeItems(ChangeItemsRequest(items: [lamp, missing], box: hall))
            }
            await #expect(throws: InventoryError.boxNotFound(try BoxNumber(42))) {
                try await fixture.commands.changeItems(ChangeItemsRequest(items: [lamp], box: try BoxNumber(42)))
            }
            await #expect(throws: InventoryError.itemNotInBox(rug, attic)) {
                try await fixture.commands.changeItems(
                    ChangeItemsRequest(items: [lamp, rug], quantity: try Quantity(3), seenIn: attic))
            }
            await #expect(throws: InventoryError.itemNotFound(missing)) {
                try await fixture.commands.removeItems(RemoveItemsRequest(items: [lamp, rug, missing]))
            }
            await #expect(throws: ValidationError.empty(.itemNumbers)) {
                try await fixture.commands.changeItems(ChangeItemsRequest(items: [], box: hall))
            }
            await #expect(throws: NothingToChangeError()) {
                try await fixture.commands.changeItems(ChangeItemsRequest(items: [lamp]))
            }
            #expect(try await fixture.history().count == before)
            #expect(try await fixture.items(in: attic).map(\.quantity.value) == [1])
            #expect(try await fixture.items(in: hall).map(\.number) == [rug])
        },
        StoreContractCase("items removed from several boxes come back, each into its own box, with one undo") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let attic = try await fixture.addBox("Attic")
            let hall = try await fixture.addBox("Hall")
            let lamp = try await fixture.addItem("Lamp", to: attic, quantity: 2, note: "Brass")
            let kept = try await fixture.addItem("Kept", to: attic)
            let rug = try await fixture.addItem("Rug", to: hall)
            let removed = try await fixture.commands.removeItems(RemoveItemsRequest(items: [rug, lamp]))
            #expect(removed.events.map(\.kind) == [.itemRemoved, .itemRemoved])
            #expect(removed.events.map(\.box.number) == [attic, hall])
            #expect(try await fixture.items(in: attic).map(\.number) == [kept])
            #expect(try await fixture.items(in: hall).isEmpty)
            #expect(try await fixture.find("rug").isEmpty)
            try await fixture.commands.changeBox(ChangeBoxRequest(box: hall, title: "Front hall"))
            let restored = try await fixture.commands.restore(RestoreRequest(removal: removed.removal))
            #expect(restored.map(\.kind) == [.itemRestored, .itemRestored])
            #expect(restored.map(\.box.title.text) == ["Attic", "Front hall"])
            #expect(try await fixture.items(in: attic).map(\.number) == [lamp, kept])
            #expect(try await fixture.items(in: hall).map(\.number) == [rug])
            let lampNow = try await fixture.queries.showItem(lamp)
            #expect(lampNow.quantity.value == 2 && lampNow.note?.text == "Brass" && lampNow.version == 2)
            #expect(try await fixture.find("rug") == ["Rug"])
            await #expect(throws: InventoryError.removalNotFound) {
                try await fixture.commands.restore(RestoreRequest(removal: removed.removal))
            }
        },
        StoreContractCase("undoing a removal of many items is refused while one of their boxes is gone") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let attic = try await fixture.addBox("Attic")
            let hall = try await fixture.addBox("Hall")
            let lamp = try await fixture.addItem("Lamp", to: attic)
            let rug = try await fixture.addItem("Rug", to: hall)
            let removed = try await fixture.commands.removeItems(RemoveItemsRequest(items: [lamp, rug]))
            let hallRemoved = try await fixture.commands.removeBox(RemoveBoxRequest(box: hall))
            let before = try await fixture.history().count
            await #expect(throws: InventoryError.restoringIntoMissingBox(hall)) {
                try await fixture.commands.restore(RestoreRequest(removal: removed.removal))
            }
            #expect(try await fixture.history().count == before)
            #expect(try await fixture.items(in: attic).isEmpty)
            try await fixture.commands.restore(RestoreRequest(removal: hallRemoved.removal))
            try await fixture.commands.restore(RestoreRequest(removal: removed.removal))
            #expect(try await fixture.items(in: attic).map(\.number) == [lamp])
            #expect(try await fixture.items(in: hall).map(\.number) == [rug])
        },
        StoreContractCase("changes and a removal of many items at once, overlapping, each apply whole or not at all") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let commands = fixture.commands
            for round in 1...6 {
                let left = try await fixture.addBox("Left \(round)")
                let right = try await fixture.addBox("Right \(round)")
                var items: [ItemNumber] = []
                for index in 1...6 { items.append(try await fixture.addItem("Thing \(round)-\(index)", to: left)) }
                let first = Array(items[0..<4])
                let second = Array(items[2..<6])
                let removing = [items[3], items[5]]
                let outcomes = await withTaskGroup(of: (Int, Bool).self) { group in
                    group.addTask {
                        (
                            0,
                            (try? await commands.changeItems(
                                ChangeItemsRequest(items: first, box: right, quantity: try Quantity(2))))
                                != nil
                        )
                    }
                    group.addTask {
                        (
                            1,
                            (try? await commands.changeItems(
                                ChangeItemsRequest(items: second, quantity: try Quantity(3)))) != nil
                        )
                    }
                    group.addTask { (2, (try? await commands.removeItems(RemoveItemsRequest(items: removing))) != nil) }
                    return await group.reduce(into: [Int: Bool]()) { $0[$1.0] = $1.1 }
                }
                let (moved, counted) = (outcomes[0] == true, outcomes[1] == true)
                #expect(outcomes[2] == true)
                let stored = try await fixture.items(in: left) + fixture.items(in: right)
                #expect(Set(stored.map(\.number)) == Set(items).subtracting(removing))
                #expect(try await fixture.items(in: right).map(\.number) == (moved ? Array(items[0..<3]) : []))
                let quantity = { (item: ItemNumber) in stored.first { $0.number == item }?.quantity.value }
                #expect(quantity(items[0]) == (moved ? 2 : 1))
                #expect(quantity(items[4]) == (counted ? 3 : 1))
                #expect(stored.first { $0.number == items[2] }?.version == 1 + (moved ? 1 : 0) + (counted ? 1 : 0))
            }
        },
    ]
}
