import Foundation
import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    static let boxCases: [StoreContractCase] = [
        StoreContractCase("a provisioned box loads back with all its fields") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let number = try await fixture.commands.provisionBox(
                ProvisionBoxRequest(
                    title: "Küche 🍳 台所 מטבח", location: "Garage, shelf 3", note: "Fragile\nThis side up"))
            let detail = try await fixture.queries.showBox(number)
            #expect(detail.box.number == number)
            #expect(detail.box.title.text == "Küche 🍳 台所 מטבח")
            #expect(detail.box.location?.text == "Garage, shelf 3")
            #expect(detail.box.note?.text == "Fragile\nThis side up")
            #expect(detail.box.itemCount == 0)
            #expect(detail.items.entries.isEmpty)
        },
        StoreContractCase("a box's page: a page of its items by number with their count, its path, the boxes in it") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let pallet = try await fixture.addBox("Pallet", location: "Unit 4")
            let crate = try await fixture.addBox("Crate", location: "Bay 2")
            let cables = try await fixture.addBox("Cables")
            let lamps = try await fixture.addBox("Lamps")
            try await fixture.move(crate, into: pallet)
            try await fixture.move(lamps, into: crate)
            try await fixture.move(cables, into: crate)
            for index in 1...7 { try await fixture.addItem("Thing \(index)", to: crate, quantity: index) }
            try await fixture.addItem("Elsewhere", to: pallet)
            try await fixture.addItem("Lamp", to: lamps, note: "Brass")
            let detail = try await fixture.queries.showBox(crate, PageRequest(number: 2, size: 3))
            #expect(detail.box.number == crate && detail.box.location?.text == "Bay 2" && detail.box.itemCount == 7)
            #expect(detail.items.entries.map(\.title.text) == ["Thing 4", "Thing 5", "Thing 6"])
            #expect(detail.items.entries.map(\.quantity.value) == [4, 5, 6])
            #expect(detail.items.entries.allSatisfy { $0.box.number == crate && $0.box.location?.text == "Bay 2" })
            #expect(detail.items.totalCount == 7 && detail.items.pageCount == 3)
            #expect(detail.containers.map(\.reference.number) == [pallet])
            #expect(detail.boxes.map(\.number) == [cables, lamps] && detail.boxes.map(\.itemCount) == [0, 1])
            let inner = try await fixture.queries.showBox(lamps)
            #expect(inner.containers.map(\.reference.title.text) == ["Pallet", "Crate"])
            #expect(inner.items.entries.map(\.note?.text) == ["Brass"] && inner.boxes.isEmpty)
            let beyond = try await fixture.queries.showBox(crate, PageRequest(number: 9, size: 3))
            #expect(beyond.items.entries.isEmpty && beyond.items.totalCount == 7 && beyond.boxes.count == 2)
            let other = try await ContractFixture.make(on: fixture.store, inventory: InventoryID(UUID()))
            #expect(try await other.ports.readModel.box(numbered: crate, .first) == nil)
        },
        StoreContractCase("box numbers count up from 1 and are never reused") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let first = try await fixture.addBox("One")
            let second = try await fixture.addBox("Two")
            try await fixture.commands.removeBox(RemoveBoxRequest(box: second))
            let third = try await fixture.addBox("Three")
            #expect([first, second, third].map(\.value) == [1, 2, 3])
        },
        StoreContractCase("an unknown box or item is absent, not an error") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            try await fixture.addBox("One")
            #expect(try await fixture.ports.readModel.box(numbered: BoxNumber(99), .first) == nil)
            #expect(try await fixture.ports.readModel.item(numbered: ItemNumber(1)) == nil)
        },
        StoreContractCase("renaming, relocating and noting a box are stored") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let number = try await fixture.addBox("Books", location: "Attic")
            try await fixture.commands.changeBox(ChangeBoxRequest(box: number, title: "Old books"))
            try await fixture.commands.changeBox(ChangeBoxRequest(box: number, location: .some(nil)))
            try await fixture.commands.changeBox(ChangeBoxRequest(box: number, note: "Heavy"))
            let detail = try await fixture.queries.showBox(number)
            #expect(detail.box.title.text == "Old books")
            #expect(detail.box.location == nil)
            #expect(detail.box.note?.text == "Heavy")
        },
        StoreContractCase("boxes list page by page in the order of their numbers") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            for index in 1...7 { try await fixture.addBox("Box \(index)") }
            try await fixture.addItem("Lamp", to: BoxNumber(2))
            try await fixture.addItem("Rug", to: BoxNumber(2))
            let second = try await fixture.queries.listBoxes(PageRequest(number: 2, size: 3))
            let last = try await fixture.queries.listBoxes(PageRequest(number: 3, size: 3))
            let beyond = try await fixture.queries.listBoxes(PageRequest(number: 9, size: 3))
            let first = try await fixture.queries.listBoxes(PageRequest(number: 1, size: 3))
            #expect(second.entries.map(\.number.value) == [4, 5, 6])
            #expect(last.entries.map(\.title.text) == ["Box 7"])
            #expect(beyond.entries.isEmpty)
            #expect(first.entries.map(\.itemCount) == [0, 2, 0])
            #expect([first, second, last, beyond].allSatisfy { $0.totalCount == 7 && $0.pageCount == 3 })
        },
        StoreContractCase("boxes are listed by title, location or fullness, and filtered by title or location") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            try await fixture.addBox("pantry", location: "Kitchen")
            try await fixture.addBox("Books", location: "attic")
            try await fixture.addBox("Tools")
            try await fixture.addBox("Winter clothes", location: "Attic")
            try await fixture.addItem("Hammer", to: BoxNumber(3))
            try await fixture.addItem("Saw", to: BoxNumber(3))
            try await fixture.addItem("Coat", to: BoxNumber(4))
            func numbers(_ order: BoxListing.Order, _ text: String? = nil, page: PageRequest = .first) async throws
                -> [Int]
            {
                let listing = try BoxListing(page: page, order: order, containing: text)
                return try await fixture.queries.listBoxes(listing).entries.map(\.number.value)
            }
            #expect(try await numbers(.number) == [1, 2, 3, 4])
            #expect(try await numbers(.title) == [2, 1, 3, 4])
            #expect(try await numbers(.location) == [2, 4, 1, 3])
            #expect(try await numbers(.fullest) == [3, 4, 1, 2])
            #expect(try await numbers(.number, "ATTIC") == [2, 4])
            #expect(try await numbers(.title, "t") == [2, 1, 3, 4])
            #expect(try await numbers(.number, "  ") == [1, 2, 3, 4])
            #expect(try await numbers(.number, "piano").isEmpty)
            let second = try await fixture.queries.listBoxes(
                try BoxListing(page: PageRequest(number: 2, size: 1), order: .title, containing: "attic"))
            #expect(second.entries.map(\.number.value) == [4] && second.totalCount == 2)
        },
        StoreContractCase("removing a box removes the items it held") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Junk")
            let item = try await fixture.addItem("Cable", to: box)
            try await fixture.commands.removeBox(RemoveBoxRequest(box: box, force: true))
            #expect(try await fixture.ports.readModel.box(numbered: box, .first) == nil)
            #expect(try await fixture.ports.readModel.item(numbered: item) == nil)
            #expect(try await fixture.queries.listBoxes(.first).totalCount == 0)
            #expect(try await fixture.find("cable").isEmpty)
        },
    ]
}
