import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    static let searchCases: [StoreContractCase] = [
        StoreContractCase("finding ignores case and diacritics and matches word beginnings") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Kitchen")
            try await fixture.addItem("Kettle", to: box)
            try await fixture.addItem("Café au lait bowls", to: box)
            try await fixture.addItem("Pocket knife", to: box)
            #expect(try await fixture.find("ket") == ["Kettle"])
            #expect(try await fixture.find("KET") == ["Kettle"])
            #expect(try await fixture.find("cafe") == ["Café au lait bowls"])
            #expect(try await fixture.find("CAFÉ") == ["Café au lait bowls"])
            #expect(try await fixture.find("bowl") == ["Café au lait bowls"])
            #expect(try await fixture.find("nife").isEmpty)
        },
        StoreContractCase("every word must match, in the title or the note") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Dishes")
            try await fixture.addItem("Mug, blue", to: box)
            try await fixture.addItem("Blue plate", to: box)
            try await fixture.addItem("Mug", to: box, note: "Blue with white dots")
            #expect(try await fixture.find("blue mug") == ["Mug, blue", "Mug"])
            #expect(try await fixture.find("dots") == ["Mug"])
            #expect(try await fixture.find("plate* \"blue") == ["Blue plate"])
        },
        StoreContractCase("found items carry their current box, title and number order") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let attic = try await fixture.addBox("Attic")
            let cellar = try await fixture.addBox("Cellar")
            let lamp = try await fixture.addItem("Lamp", to: attic)
            try await fixture.addItem("Lampshade", to: cellar)
            try await fixture.addItem("Old lamp", to: cellar)
            try await fixture.commands.changeItem(ChangeItemRequest(item: lamp, box: cellar))
            try await fixture.commands.changeBox(ChangeBoxRequest(box: cellar, title: "Basement"))
            let found = try await fixture.queries.findItems("lamp", .first)
            #expect(found.entries.map(\.title.text) == ["Lamp", "Lampshade", "Old lamp"])
            #expect(found.entries.allSatisfy { $0.box.number == cellar && $0.box.title.text == "Basement" })
            #expect(found.totalCount == 3)
        },
        StoreContractCase("renamed and removed items are found by what they are now") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Box")
            let item = try await fixture.addItem("Whisk", to: box)
            let gone = try await fixture.addItem("Whistle", to: box)
            try await fixture.commands.changeItem(ChangeItemRequest(item: item, title: "Ladle"))
            try await fixture.commands.removeItem(RemoveItemRequest(item: gone))
            #expect(try await fixture.find("whi").isEmpty)
            #expect(try await fixture.find("lad") == ["Ladle"])
        },
        StoreContractCase("search results come page by page") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Screws")
            for size in 1...5 { try await fixture.addItem("Screw M\(size)", to: box) }
            let page = try await fixture.queries.findItems("screw", PageRequest(number: 2, size: 2))
            #expect(page.entries.map(\.title.text) == ["Screw M3", "Screw M4"])
            #expect(page.totalCount == 5)
        },
    ]
}
