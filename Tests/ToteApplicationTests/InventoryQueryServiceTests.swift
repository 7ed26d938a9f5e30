import Testing
import ToteApplication
import ToteDomain

@Suite("Queries")
struct InventoryQueryServiceTests {
    @Test("boxes are listed in number order, page by page, with how many items each holds")
    func listBoxes() async throws {
        let inventory = try await TestInventory()
        for title in ["A", "B", "C", "D", "E"] { try await inventory.addBox(title) }
        try await inventory.addItem(to: try BoxNumber(3))
        try await inventory.addItem(to: try BoxNumber(3))

        let page = try await inventory.queries.listBoxes(try PageRequest(number: 2, size: 2))

        #expect(page.entries.map(\.title.text) == ["C", "D"])
        #expect(page.entries.map(\.itemCount) == [2, 0])
        #expect(page.totalCount == 5)
        #expect(page.pageCount == 3)
        #expect(page.request == (try PageRequest(number: 2, size: 2)))
    }

    @Test("an empty inventory lists one empty page")
    func listNoBoxes() async throws {
        let inventory = try await TestInventory()

        let page = try await inventory.queries.listBoxes(.first)

        #expect(page.entries.isEmpty && page.totalCount == 0 && page.pageCount == 1)
    }

    @Test("a box shows all its fields and its items in number order")
    func showBox() async throws {
        let inventory = try await TestInventory()
        let box = try await inventory.addBox("Kitchen", location: "Garage", note: "Heavy")
        let other = try await inventory.addBox("Other")
        let kettle = try await inventory.addItem("Kettle", to: box, quantity: 2)
        try await inventory.addItem("Lamp", to: other)
        let cups = try await inventory.addItem("Cups", to: box)

        let detail = try await inventory.queries.showBox(box)

        #expect(detail.box.number == box)
        #expect(detail.box.title.text == "Kitchen" && detail.box.location?.text == "Garage")
        #expect(detail.box.note?.text == "Heavy" && detail.box.itemCount == 2)
        #expect(detail.items.entries.map(\.number) == [kettle, cups])
        #expect(
            detail.items.entries.allSatisfy {
                $0.box == ItemSummary.BoxLabel(number: box, title: detail.box.title, location: detail.box.location)
            })
    }

    @Test("an unknown box or item is reported as not found")
    func notFound() async throws {
        let inventory = try await TestInventory()
        try await inventory.addBox()

        await #expect(throws: InventoryError.boxNotFound(try BoxNumber(2))) {
            try await inventory.queries.showBox(try BoxNumber(2))
        }
        await #expect(throws: InventoryError.itemNotFound(try ItemNumber(1))) {
            try await inventory.queries.showItem(try ItemNumber(1))
        }
        await #expect(throws: InventoryError.boxNotFound(try BoxNumber(7))) {
            try await inventory.queries.history(of: try BoxNumber(7), .first)
        }
    }

    @Test(
        "finding items ignores case and accents and needs every word",
        arguments: [
            ("ket", ["Kettle", "Pocket knife"]), ("KET", ["Kettle", "Pocket knife"]), ("cafe", ["Café bowls"]),
            ("bowl café", ["Café bowls"]),
            ("blue mug", ["Blue mug", "Mug"]), ("dots", ["Mug"]), ("nife", ["Pocket knife"]), ("mug plate", []),
        ])
    func findItems(text: String, titles: [String]) async throws {
        let inventory = try await TestInventory()
        let box = try await inventory.addBox()
        for (title, note) in [("Kettle", nil), ("Café bowls", nil), ("Mug", "Blue, white dots"), ("Blue mug", nil)] {
            try await inventory.addItem(title, to: box, note: note)
        }
        try await inventory.addItem("Pocket knife", to: box)

        let found = try await inventory.queries.search(text, .first, kinds: [.item]).items

        #expect(found.entries.map(\.title.text) == titles)
        #expect(found.totalCount == titles.count)
    }

    @Test(
        "search text with nothing to search for is refused",
        arguments: [
            ("", ValidationError.empty(.searchText)), ("  ", .empty(.searchText)), ("!!!", .noWords(.searchText)),
            (String(repeating: "a", count: 201), .tooLong(.searchText, maximum: 200, actual: 201)),
        ])
    func findRefused(text: String, error: ValidationError) async throws {
        let inventory = try await TestInventory()

        await #expect(throws: error) { try await inventory.queries.search(text, .first) }
    }

    @Test("history comes newest first, for the inventory or for one box, including removed boxes")
    func history() async throws {
        let inventory = try await TestInventory()
        let garage = try await inventory.addBox("Garage")
        let kitchen = try await inventory.addBox("Kitchen")
        let item = try await inventory.addItem(to: garage)
        try await inventory.commands.changeItem(ChangeItemRequest(item: item, box: kitchen))
        try await inventory.commands.removeBox(RemoveBoxRequest(box: garage))

        let all = try await inventory.queries.history(of: nil, .first)
        let ofGarage = try await inventory.queries.history(of: garage, .first)

        #expect(all.entries.map(\.event) == (await inventory.published()).reversed())
        #expect(all.entries.map(\.sequence) == all.entries.map(\.sequence).sorted(by: >))
        #expect(ofGarage.entries.map(\.event.kind) == [.boxRemoved, .itemMoved, .itemProvisioned, .boxProvisioned])
    }

    @Test("history of a box comes page by page")
    func historyPages() async throws {
        let inventory = try await TestInventory()
        let box = try await inventory.addBox("A")
        for title in ["B", "C", "D"] {
            try await inventory.commands.changeBox(ChangeBoxRequest(box: box, title: title))
        }

        let page = try await inventory.queries.history(of: box, try PageRequest(number: 2, size: 3))

        #expect(page.entries.map(\.event.kind) == [.boxProvisioned])
        #expect(page.totalCount == 4 && page.pageCount == 2)
    }
}
