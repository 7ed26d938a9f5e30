import Testing
import ToteApplication
import ToteTesting

@testable import ToteCLI

@Suite("Item text presenter")
struct ItemTextPresenterTests {
    @Test("shows an item's title, number, quantity, box and note")
    func detail() throws {
        let item = try ReadModels.item(40, "Kettle", quantity: 2, note: "Descale first", box: 12, boxTitle: "Kitchen")

        #expect(
            ItemTextPresenter.lines(for: item) == [
                "Item #40: Kettle", "  Quantity: 2", "  Box:      #12 Kitchen", "  Note:     Descale first",
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
