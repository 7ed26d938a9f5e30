import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    static let itemCases: [StoreContractCase] = [
        StoreContractCase("items load back in the order of their numbers with all their fields") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Kitchen")
            let other = try await fixture.addBox("Hall")
            let kettle = try await fixture.addItem("Kettle", to: box, quantity: 2, note: "Descale\nmonthly")
            try await fixture.addItem("Umbrella", to: other)
            let cups = try await fixture.addItem("Cups ☕️", to: box, quantity: 6)
            let loaded = try await fixture.items(in: box)
            #expect(loaded.map(\.number) == [kettle, cups])
            #expect(loaded.first?.quantity.value == 2)
            #expect(loaded.first?.note?.text == "Descale\nmonthly")
            let detail = try await fixture.queries.showBox(box)
            #expect(detail.items.entries.map(\.title.text) == ["Kettle", "Cups ☕️"])
            #expect(detail.items.entries.allSatisfy { $0.box.number == box && $0.box.title.text == "Kitchen" })
            #expect(detail.box.itemCount == 2)
        },
        StoreContractCase("an item added alone is answered as stored, with its box as it is then, as a read shows it") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Kitchen", location: "Shelf 2")
            try await fixture.commands.changeBox(ChangeBoxRequest(box: box, title: "Galley", location: "Shelf 3"))
            let added = try await fixture.commands.provisionItem(
                ProvisionItemRequest(box: box, title: " Kettle ", quantity: try Quantity(2), note: "Descale"))
            #expect(added == (try await fixture.queries.showItem(added.number)))
            #expect(added.title.text == "Kettle" && added.quantity.value == 2 && added.note?.text == "Descale")
            #expect(added.box.title.text == "Galley" && added.box.location?.text == "Shelf 3" && added.version == 1)
        },
        StoreContractCase("item numbers count up across all boxes of an inventory") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let first = try await fixture.addBox("A")
            let second = try await fixture.addBox("B")
            let numbers = [
                try await fixture.addItem("x", to: first), try await fixture.addItem("y", to: second),
                try await fixture.addItem("z", to: first),
            ]
            #expect(numbers.map(\.value) == [1, 2, 3])
        },
        StoreContractCase("many items added to a box at once are stored together, or none when one is refused") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Kitchen")
            try await fixture.addItem("Kettle", to: box)
            let before = try await fixture.queries.history(of: nil, .first).totalCount
            let refused = ProvisionItemsRequest(
                box: box, entries: [.init(title: "Plates"), .init(title: " "), .init(title: "Cups")])
            await #expect(throws: RefusedEntry(position: 2, error: .empty(.title))) {
                try await fixture.commands.provisionItems(refused)
            }
            #expect(try await fixture.items(in: box).count == 1)

            let added = try await fixture.commands.provisionItems(
                ProvisionItemsRequest(
                    box: box,
                    entries: [
                        .init(title: "Plates", quantity: try Quantity(6)), .init(title: "Cups", note: "Blue"),
                        .init(title: "Bowls"),
                    ]))
            #expect(added.map(\.value) == [2, 3, 4])
            let items = try await fixture.items(in: box)
            #expect(items.map(\.title.text) == ["Kettle", "Plates", "Cups", "Bowls"])
            #expect(items[1].quantity.value == 6 && items[2].note?.text == "Blue")
            #expect(try await fixture.queries.history(of: nil, .first).totalCount == before + 3)
            #expect(try await fixture.addItem("Sieve", to: box).value == 5)
        },
        StoreContractCase("an item's changes are stored and its box is found by its number") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Tools")
            let item = try await fixture.addItem("Hammer", to: box)
            try await fixture.commands.changeItem(ChangeItemRequest(item: item, title: "Claw hammer"))
            try await fixture.commands.changeItem(ChangeItemRequest(item: item, quantity: try Quantity(3)))
            try await fixture.commands.changeItem(ChangeItemRequest(item: item, note: "Red handle"))
            let summary = try await fixture.queries.showItem(item)
            #expect(summary.title.text == "Claw hammer")
            #expect(summary.quantity.value == 3)
            #expect(summary.note?.text == "Red handle")
            #expect(summary.box.number == box)
        },
        StoreContractCase("a moved item keeps its identity and number") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let garage = try await fixture.addBox("Garage")
            let kitchen = try await fixture.addBox("Kitchen")
            let item = try await fixture.addItem("Kettle", to: garage)
            let before = try await fixture.queries.showItem(item)
            try await fixture.commands.changeItem(ChangeItemRequest(item: item, box: kitchen))
            let after = try await fixture.queries.showItem(item)
            #expect(after.id == before.id)
            #expect(after.number == item)
            #expect(after.box.number == kitchen)
            #expect(try await fixture.items(in: garage).isEmpty)
            #expect(try await fixture.items(in: kitchen).map(\.id) == [before.id])
        },
        StoreContractCase("emptying a box moves every item into the other box") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let source = try await fixture.addBox("Source")
            let destination = try await fixture.addBox("Destination")
            try await fixture.addItem("Kept", to: destination)
            for title in ["One", "Two", "Three"] { try await fixture.addItem(title, to: source) }
            try await fixture.commands.emptyBox(EmptyBoxRequest(box: source, into: destination))
            #expect(try await fixture.items(in: source).isEmpty)
            #expect(
                try await fixture.items(in: destination).map(\.title.text) == [
                    "Kept", "One", "Two", "Three",
                ])
        },
        StoreContractCase("a removed item is gone") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Box")
            let item = try await fixture.addItem("Sock", to: box)
            let kept = try await fixture.addItem("Shoe", to: box)
            try await fixture.commands.removeItem(RemoveItemRequest(item: item))
            #expect(try await fixture.ports.readModel.item(numbered: item) == nil)
            #expect(try await fixture.items(in: box).map(\.number) == [kept])
        },
    ]
}
