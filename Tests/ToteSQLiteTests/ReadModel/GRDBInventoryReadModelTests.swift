import Testing
import ToteApplication
import ToteDomain
import ToteTesting

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
