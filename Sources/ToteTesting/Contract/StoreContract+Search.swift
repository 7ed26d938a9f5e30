import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    static let searchCases: [StoreContractCase] = [
        StoreContractCase("finding ignores case, accents and width, and writes out ß and ø") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Kitchen")
            try await fixture.addItem("Kettle", to: box)
            try await fixture.addItem("Café au lait bowls", to: box)
            try await fixture.addItem("Straßenkarte", to: box)
            try await fixture.addItem("ＵＳＢ hub", to: box)
            try await fixture.addItem("Søren's mug", to: box)
            #expect(try await fixture.find("KET") == ["Kettle"])
            #expect(try await fixture.find("cafe") == ["Café au lait bowls"])
            #expect(try await fixture.find("CAFÉ") == ["Café au lait bowls"])
            #expect(try await fixture.find("strassenk") == ["Straßenkarte"])
            #expect(try await fixture.find("usb") == ["ＵＳＢ hub"])
            #expect(try await fixture.find("soren") == ["Søren's mug"])
        },
        StoreContractCase("any part of a word from three characters is found, in every script") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Shelf")
            try await fixture.addItem("Kettle", to: box)
            try await fixture.addItem("Werkzeugkasten", to: box)
            try await fixture.addItem("漢字辞典", to: box)
            try await fixture.addItem("東京タワー模型", to: box)
            try await fixture.addItem("Чайник", to: box)
            try await fixture.addItem("김치냉장고", to: box)
            #expect(try await fixture.find("ettle") == ["Kettle"])
            #expect(try await fixture.find("kasten") == ["Werkzeugkasten"])
            #expect(try await fixture.find("zeugkas") == ["Werkzeugkasten"])
            #expect(try await fixture.find("字辞") == ["漢字辞典"])
            #expect(try await fixture.find("辞") == ["漢字辞典"])
            #expect(try await fixture.find("タワー") == ["東京タワー模型"])
            #expect(try await fixture.find("айни") == ["Чайник"])
            #expect(try await fixture.find("냉장") == ["김치냉장고"])
        },
        StoreContractCase("one or two letters match the start of a word only") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Shelf")
            try await fixture.addItem("Kettle", to: box)
            try await fixture.addItem("Tea towel", to: box)
            #expect(try await fixture.find("k") == ["Kettle"])
            #expect(try await fixture.find("to") == ["Tea towel"])
            #expect(try await fixture.find("tl").isEmpty)
        },
        StoreContractCase("boxes are found by title, location and note, before items") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let winter = try await fixture.addBox("Winter clothes", location: "Attic")
            try await fixture.commands.changeBox(ChangeBoxRequest(box: winter, note: .some("Scarves and gloves")))
            try await fixture.addItem("Wool hat", to: winter)
            let kitchen = try await fixture.addBox("Kitchen", location: "Hall")
            try await fixture.addItem("Winter tea", to: kitchen)
            #expect(try await fixture.hits("winter") == ["box Winter clothes", "item Winter tea"])
            #expect(try await fixture.hits("attic") == ["box Winter clothes"])
            #expect(try await fixture.hits("gloves") == ["box Winter clothes"])
            let found = try await fixture.queries.search("attic", .first)
            #expect(found.totalCount == 1)
            #expect(found.isTotalExact)
        },
        StoreContractCase("a number or #12 finds that box and item first") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let first = try await fixture.addBox("Books")
            let second = try await fixture.addBox("Toys")
            try await fixture.addItem("Atlas", to: first)
            try await fixture.addItem("Robot 2", to: second)
            #expect(try await fixture.hits("2") == ["box Toys", "item Robot 2"])
            #expect(try await fixture.hits("#1") == ["box Books", "item Atlas"])
            #expect(try await fixture.hits("#3").isEmpty)
        },
        StoreContractCase("every word must match, in any field; a quoted phrase as a phrase") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Dishes")
            try await fixture.addItem("Mug, blue", to: box)
            try await fixture.addItem("Blue plate", to: box)
            try await fixture.addItem("Mug", to: box, note: "Blue with white dots")
            #expect(try await fixture.find("blue mug") == ["Mug, blue", "Mug"])
            #expect(try await fixture.find("dots") == ["Mug"])
            #expect(try await fixture.find("\"blue plate\"") == ["Blue plate"])
            #expect(try await fixture.find("\"plate blue\"").isEmpty)
            #expect(try await fixture.find("“mug blue”") == ["Mug, blue"])
        },
        StoreContractCase("whole words of the title come first, then starts of words, then parts") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Wires")
            try await fixture.addItem("Microcable", to: box)
            try await fixture.addItem("Spare", to: box, note: "cable ties inside")
            try await fixture.addItem("Cables", to: box)
            try await fixture.addItem("Cable", to: box)
            try await fixture.addItem("Red cable", to: box)
            #expect(try await fixture.find("cable") == ["Cable", "Red cable", "Cables", "Spare", "Microcable"])
            let second = try await fixture.find("cable", page: PageRequest(number: 2, size: 2))
            #expect(second == ["Cables", "Spare"])
        },
        StoreContractCase("one typo in a long word is forgiven when nothing matches as typed") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Kitchen")
            try await fixture.addItem("Kettle", to: box)
            try await fixture.addItem("Kettle lid", to: box)
            try await fixture.addItem("Mug", to: box)
            for typo in ["ketle", "kettel", "kettlle", "kbttle", "ekttle"] {
                let found = try await fixture.queries.search(typo, .first)
                #expect(found.hits.count == 2, "\(typo)")
                #expect(found.typed == typo)
                #expect(found.query.text == "kettle")
            }
            #expect(try await fixture.queries.search("kettle", .first).typed == nil)
            // Words of box locations are forgiven too, beside item titles of the same number.
            try await fixture.addBox("Tools", location: "Basement")
            let location = try await fixture.queries.search("basment", .first)
            #expect(location.query.text == "basement")
            #expect(try await fixture.hits("basment") == ["box Tools"])
            #expect(try await fixture.find("mgu").isEmpty)
            #expect(try await fixture.find("kxxtle").isEmpty)
        },
        StoreContractCase("typed text is data: query syntax and control characters find or refuse") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Logic")
            try await fixture.addItem("OR gate", to: box)
            try await fixture.addItem("NOT gate", to: box)
            try await fixture.addItem("C++ book", to: box)
            #expect(try await fixture.find("or gate") == ["OR gate"])
            #expect(try await fixture.find("NOT") == ["NOT gate"])
            #expect(try await fixture.find("c++") == ["C++ book"])
            for text in [
                "plate* \"blue", "NEAR(a b)", "title:x", "{title note}: x", "a AND b", "x OR y", "-gate", "^gate",
                "gate\0", "'; DROP TABLE item; --", "[a-z]*",
            ] {
                _ = try await fixture.queries.search(text, .first)
            }
            #expect(try await fixture.find("-gate") == ["OR gate", "NOT gate"])
            for blank in ["", "   ", "\0", "\"\"", "\"\"\"", "--- ...", "%_%"] {
                await #expect(throws: ValidationError.self) { try await fixture.queries.search(blank, .first) }
            }
            await #expect(throws: ValidationError.tooLong(.searchText, maximum: 200, actual: 10_000)) {
                try await fixture.queries.search(String(repeating: "a", count: 10_000), .first)
            }
        },
        StoreContractCase("found items carry their current box; changed and removed things are found as they are") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let attic = try await fixture.addBox("Attic")
            let cellar = try await fixture.addBox("Cellar")
            let lamp = try await fixture.addItem("Lamp", to: attic)
            let gone = try await fixture.addItem("Lampshade", to: cellar)
            try await fixture.commands.changeItem(ChangeItemRequest(item: lamp, box: cellar))
            try await fixture.commands.changeBox(ChangeBoxRequest(box: cellar, title: "Basement"))
            let found = try await fixture.queries.search("lamp", .first).items
            #expect(found.entries.map(\.title.text) == ["Lamp", "Lampshade"])
            #expect(found.entries.allSatisfy { $0.box.number == cellar && $0.box.title.text == "Basement" })
            #expect(try await fixture.hits("cellar").isEmpty)
            #expect(try await fixture.hits("basem") == ["box Basement"])
            try await fixture.commands.changeItem(ChangeItemRequest(item: lamp, title: "Torch", note: .some("bright")))
            _ = try await fixture.commands.removeItem(RemoveItemRequest(item: gone))
            #expect(try await fixture.hits("lamp").isEmpty)
            #expect(try await fixture.hits("brig") == ["item Torch"])
            _ = try await fixture.commands.removeBox(RemoveBoxRequest(box: cellar, force: true))
            #expect(try await fixture.hits("torch").isEmpty)
        },
        StoreContractCase("more hits than are counted come tier by tier, ranked as fewer are") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Wires")
            let titles = ["Microcable", "Spare", "Cables", "Cable", "Red cable"]
            let count = SearchPlan.countBound + 50
            for index in 0..<count {
                let title = titles[index % titles.count]
                try await fixture.addItem(title, to: box, note: title == "Spare" ? "cable ties" : nil)
            }
            let perTitle = count / titles.count
            let expected =
                (0..<count).map { titles[$0 % titles.count] }.filter { $0 == "Cable" || $0 == "Red cable" }
                + Array(repeating: "Cables", count: perTitle) + Array(repeating: "Spare", count: perTitle)
                + Array(repeating: "Microcable", count: perTitle)
            let first = try await fixture.queries.search("cable", PageRequest(number: 1, size: 500), kinds: [.item])
            #expect(first.items.entries.map(\.title.text) == Array(expected[0..<500]))
            #expect(first.totalCount == SearchPlan.countBound)
            #expect(!first.isTotalExact)
            let second = try await fixture.find("cable", page: PageRequest(number: 2, size: 500))
            #expect(second == Array(expected[500..<1_000]))
            let last = try await fixture.queries.search("cable", PageRequest(number: 3, size: 500), kinds: [.item])
            #expect(last.items.entries.map(\.title.text) == Array(expected[1_000...]))
            #expect(last.totalCount == count)
            #expect(last.isTotalExact)
        },
        StoreContractCase("search results come page by page, with their count") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Screws")
            for size in 1...5 { try await fixture.addItem("Screw M\(size)", to: box) }
            let page = try await fixture.queries.search("screw", PageRequest(number: 2, size: 2))
            #expect(page.items.entries.map(\.title.text) == ["Screw M2", "Screw M3"])
            #expect(page.totalCount == 6)
            #expect(page.isTotalExact)
            #expect(page.pageCount == 3)
        },
    ]
}
