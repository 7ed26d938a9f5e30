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

    @Test("names a removed item and the box it was in")
    func removed() throws {
        let item = try ReadModels.item(40, "Kettle", quantity: 2, box: 12, boxTitle: "Kitchen")

        #expect(
            ItemTextPresenter.removedLines(for: item) == ["Removed item #40 Kettle (quantity 2) from box #12 Kitchen."])
    }
}
