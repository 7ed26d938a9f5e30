import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import ToteSQLite

@Suite("Reading an inventory from SQLite")
struct GRDBInventoryReadModelTests {
    @Test func searchFollowsRenamesMovesAndRemovals() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let driver = try await StoreDriver.open(at: path)
            let kitchen = try await driver.addBox("Kitchen", items: ["Kettle", "Whisk"])
            let attic = try await driver.addBox("Attic", items: [])
            let commands = driver.useCases.commands
            // When
            try await commands.changeItem(ChangeItemRequest(item: try ItemNumber(1), title: "Teapot"))
            try await commands.changeItem(ChangeItemRequest(item: try ItemNumber(1), note: "Café crème"))
            try await commands.changeItem(ChangeItemRequest(item: try ItemNumber(1), box: attic))
            try await commands.removeItem(RemoveItemRequest(item: try ItemNumber(2)))
            // Then
            #expect(try await driver.find("ket").isEmpty)
            #expect(try await driver.find("whi").isEmpty)
            #expect(try await driver.find("TEA") == ["Teapot"])
            #expect(try await driver.find("creme cafe") == ["Teapot"])
            let found = try await driver.useCases.queries.search("teapot", .first, kinds: [.item]).items
            #expect(found.entries.map(\.box.number) == [attic])
            #expect(found.totalCount == 1)
            #expect(try await driver.useCases.queries.showBox(kitchen).items.entries.isEmpty)
            try await DatabaseInspector(path: path).checkSearchIndex()
        }
    }

    @Test(arguments: [
        ("ket OR lamp", []),
        ("title:ket", []),
        ("NEAR(ket lamp)", []),
        ("\"ket", ["Kettle", "Kettle lamp"]),
        ("ket*)", ["Kettle", "Kettle lamp"]),
        ("-ket ^lamp", ["Kettle lamp"]),
    ])
    func searchTextIsNeverReadAsQuerySyntax(text: String, expected: [String]) async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let driver = try await StoreDriver.open(at: directory.temporaryPath())
            let box = try await driver.addBox("Kitchen", items: ["Kettle", "Lamp"])
            try await driver.addItem("Kettle lamp", to: box)
            // When
            let found = try await driver.find(text)
            // Then
            #expect(found == expected)
        }
    }

    @Test func itemsInTheIndexAndThoseWaitingToJoinItAreFoundChangedAndRemovedAlike() async throws {
        try await TemporaryDirectory.with { directory in
            // Given more items than wait beside the index, so the first of them have moved into it
            let path = directory.temporaryPath()
            let driver = try await StoreDriver.open(at: path)
            let shelf = try await driver.addBox("Shelf", items: [])
            let attic = try await driver.addBox("Attic", items: [])
            for index in 1...(SearchIndex.recentLimit + 20) {
                try await driver.addItem("Jar \(index)", to: index.isMultiple(of: 2) ? attic : shelf)
            }
            let inspector = DatabaseInspector(path: path)
            #expect(try await inspector.count("item_text") == SearchIndex.recentLimit)
            #expect(try await inspector.count("item_text_recent") == 20)
            // When an indexed item and a waiting one are renamed, and another of each removed
            let commands = driver.useCases.commands
            try await commands.changeItem(ChangeItemRequest(item: try ItemNumber(3), title: "Teapot"))
            try await commands.changeItem(
                ChangeItemRequest(item: try ItemNumber(SearchIndex.recentLimit + 5), title: "Teacup"))
            try await commands.removeItem(RemoveItemRequest(item: try ItemNumber(5)))
            try await commands.removeItem(RemoveItemRequest(item: try ItemNumber(SearchIndex.recentLimit + 7)))
            // Then search finds them as they are now, in number order
            #expect(try await driver.find("tea") == ["Teapot", "Teacup"])
            for gone in [3, 5, SearchIndex.recentLimit + 5, SearchIndex.recentLimit + 7] {
                #expect(try await !driver.find("\"jar \(gone)\"").contains("Jar \(gone)"))
            }
            #expect(try await driver.find("\"jar 7\"") == ["Jar 7"] + (70...79).map { "Jar \($0)" })
            let jars = try await driver.useCases.queries.search("jar", try PageRequest(size: 500), kinds: [.item])
            #expect(jars.totalCount == SearchIndex.recentLimit + 20 - 4)
            #expect(jars.items.entries.map(\.number.value) == jars.items.entries.map(\.number.value).sorted())
            // And removing a box removes its items from both
            try await commands.removeBox(RemoveBoxRequest(box: shelf, force: true))
            let left = try await driver.useCases.queries.search("jar", try PageRequest(size: 500), kinds: [.item])
            #expect(left.items.entries.allSatisfy { $0.box.number == attic })
            // (the shelf held the odd numbers, the attic the even ones, none of them renamed or removed)
            #expect(left.totalCount == (SearchIndex.recentLimit + 20) / 2)
            try await inspector.checkSearchIndex()
        }
    }

    @Test func wholeInventoryHistoryCountsEveryEvent() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let driver = try await StoreDriver.open(at: directory.temporaryPath())
            let box = try await driver.addBox("Books", items: ["Atlas", "Novel"])
            // When
            try await driver.useCases.commands.removeBox(RemoveBoxRequest(box: box, force: true))
            // Then
            let history = try await driver.ports.readModel.history(of: nil, PageRequest(number: 2, size: 4))
            #expect(history.totalCount == 6)
            #expect(history.entries.map(\.event.kind) == [.itemProvisioned, .boxProvisioned])
        }
    }
}
