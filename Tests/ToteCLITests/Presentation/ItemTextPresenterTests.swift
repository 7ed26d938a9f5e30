import Testing
import ToteApplication
import ToteTesting

@testable import ToteCLI

@Suite("Item text presenter")
struct ItemTextPresenterTests {
    @Test("shows an item's title, number, quantity, box, where the box is, and note")
    func detail() throws {
        let item = try ReadModels.item(
            40, "Kettle", quantity: 2, note: "Descale first", box: 12, boxTitle: "Kitchen",
            boxLocation: "Garage, shelf 3")
        let unplaced = try ReadModels.item(41, "Tray", box: 12, boxTitle: "Kitchen")

        #expect(
            ItemTextPresenter.lines(for: item) == [
                "Item #40: Kettle", "  Quantity: 2", "  Box:      #12 Kitchen", "  Location: Garage, shelf 3",
                "  Note:     Descale first",
            ])
        #expect(ItemTextPresenter.lines(for: unplaced).contains("  Location: —"))
    }

    @Test("search results say where each box is, when any of their boxes has a location")
    func foundWithLocations() throws {
        let items = [
            try ReadModels.item(40, "Kettle", box: 12, boxTitle: "Kitchen", boxLocation: "Garage, shelf 3"),
            try ReadModels.item(7, "Ketchup", quantity: 6, box: 3, boxTitle: "Pantry"),
        ]

        #expect(
            ItemTextPresenter.lines(forFound: try ReadModels.page(items), searchText: "ket") == [
                "Item  Title    Qty  Box          Location",
                " #40  Kettle     1  #12 Kitchen  Garage, shelf 3",
                "  #7  Ketchup    6  #3 Pantry",
                "",
                "Page 1 of 1 (2 items)",
            ])
    }

    @Test("lists search results with their boxes and the page line")
    func found() throws {
        let items = [
            try ReadModels.item(40, "Kettle", box: 12, boxTitle: "Kitchen"),
            try ReadModels.item(7, "Ketchup", quantity: 6, box: 3, boxTitle: "Pantry"),
        ]
        let page = try ReadModels.page(items)

        #expect(
            ItemTextPresenter.lines(forFound: page, searchText: "ket") == [
                "Item  Title    Qty  Box",
                " #40  Kettle     1  #12 Kitchen",
                "  #7  Ketchup    6  #3 Pantry",
                "",
                "Page 1 of 1 (2 items)",
            ])
    }

    @Test("says when nothing matches")
    func nothingFound() throws {
        let page = try ReadModels.page([ItemSummary]())

        #expect(ItemTextPresenter.lines(forFound: page, searchText: "teapot") == ["No items match “teapot”."])
    }

    @Test("names a removed item and the box it was in")
    func removed() throws {
        let item = try ReadModels.item(40, "Kettle", quantity: 2, box: 12, boxTitle: "Kitchen")

        #expect(
            ItemTextPresenter.removedLines(for: item) == ["Removed item #40 Kettle (quantity 2) from box #12 Kitchen."])
    }
}
