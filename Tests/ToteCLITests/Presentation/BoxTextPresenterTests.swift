import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import ToteCLI

@Suite("Box text presenter")
struct BoxTextPresenterTests {
    @Test("shows a box's title, number, location, note and items")
    func detail() throws {
        // Given a box with a two-line note and two items
        let detail = BoxDetail(
            box: try ReadModels.box(
                12, "Kitchen", location: "Garage, shelf 3", note: "Fragile\nTop side up", itemCount: 2),
            items: try ReadModels.page([
                try ReadModels.item(40, "Kettle", box: 12),
                try ReadModels.item(41, "Café filters", quantity: 3, box: 12),
            ]))

        // When
        let lines = BoxTextPresenter.lines(for: detail)

        // Then
        #expect(
            lines == [
                "Box #12: Kitchen",
                "  Location: Garage, shelf 3",
                "  Note:     Fragile",
                "            Top side up",
                "  Items:    2",
                "",
                "Item  Title         Qty",
                " #40  Kettle          1",
                " #41  Café filters    3",
            ])
    }

    @Test("says how to fill an empty box, and marks what is unknown")
    func emptyBox() throws {
        let detail = BoxDetail(box: try ReadModels.box(3, "Attic"), items: try ReadModels.page([ItemSummary]()))

        let lines = BoxTextPresenter.lines(for: detail)

        #expect(
            lines == [
                "Box #3: Attic", "  Location: —", "  Note:     —", "  Items:    0", "",
                "No items in this box yet. Add one with: tote item add 3 TITLE",
            ])
    }

    @Test("lists a page of boxes in columns with the page line under it")
    func list() throws {
        // Given page 2 of 686 boxes, 50 a page
        let boxes = [
            try ReadModels.box(51, "Books 📚", location: "Attic", itemCount: 12),
            try ReadModels.box(52, "食器", itemCount: 0),
        ]
        let page = try ReadModels.page(boxes, number: 2, size: 50, total: 686)

        // When
        let lines = BoxTextPresenter.lines(for: page)

        // Then
        #expect(
            lines == [
                "Box  Title     Location  Items",
                "#51  Books 📚  Attic        12",
                "#52  食器      —             0",
                "",
                "Page 2 of 14 (686 boxes)",
            ])
    }

    @Test("invites to add the first box when there is none")
    func noBoxes() throws {
        let lines = BoxTextPresenter.lines(for: try ReadModels.page([BoxSummary]()))

        #expect(lines == ["No boxes yet. Add one with: tote box add TITLE"])
    }

    @Test("says so when the page is past the last one")
    func pastTheEnd() throws {
        let page = try ReadModels.page([BoxSummary](), number: 9, size: 50, total: 1)

        #expect(
            BoxTextPresenter.lines(for: page) == ["No boxes on page 9; the last page is 1.", "Page 9 of 1 (1 box)"])
    }

    @Test("truncates long titles so that a list fits 80 columns")
    func longTitles() throws {
        let boxes = [
            try ReadModels.box(
                1, String(repeating: "Kitchen ", count: 25), location: String(repeating: "箱", count: 100))
        ]

        let lines = BoxTextPresenter.lines(for: try ReadModels.page(boxes))

        #expect(lines.allSatisfy { $0.terminalColumns <= 80 })
        #expect(lines[1].hasPrefix(" #1  Kitchen Kitchen"))
        #expect(lines[1].contains("…"))
    }

    @Test("names a removed box, and the items removed with it")
    func removed() throws {
        let empty = BoxDetail(box: try ReadModels.box(3, "Garage"), items: try ReadModels.page([ItemSummary]()))
        let full = BoxDetail(
            box: try ReadModels.box(4, "Shed", itemCount: 1),
            items: try ReadModels.page([try ReadModels.item(9, "Rake", box: 4)]))

        #expect(BoxTextPresenter.removedLines(for: empty, events: []) == ["Removed box #3 Garage."])
        #expect(
            BoxTextPresenter.removedLines(for: full, events: []) == [
                "Removed box #4 Shed and the 1 item in it:", "Item  Title  Qty", "  #9  Rake     1",
            ])
    }

    @Test("says where the boxes a removed box held went: into a box or place, or out on their own")
    func removedContainer() throws {
        let shelf = BoxDetail(box: try ReadModels.box(2, "Shelf"), items: try ReadModels.page([ItemSummary]()))
        let unit = BoxReference(id: BoxID(UUID()), number: try BoxNumber(1), title: try Title("Unit 12"))
        let crate = BoxReference(id: BoxID(UUID()), number: try BoxNumber(3), title: try Title("Crate"))
        let bin = BoxReference(id: BoxID(UUID()), number: try BoxNumber(5), title: try Title("Bin"))
        let from = BoxReference(id: BoxID(UUID()), number: try BoxNumber(2), title: try Title("Shelf"))
        func moved(_ box: BoxReference, to: BoxReference?) -> DomainEvent {
            DomainEvent(id: .random(), occurredAt: Date(), box: box, item: nil, change: .boxMoved(from: from, to: to))
        }

        #expect(
            BoxTextPresenter.removedLines(for: shelf, events: [moved(crate, to: unit), moved(bin, to: unit)]) == [
                "Moved #3 Crate, #5 Bin into #1 Unit 12.", "Removed box #2 Shelf.",
            ])
        #expect(
            BoxTextPresenter.removedLines(for: shelf, events: [moved(crate, to: nil)]) == [
                "Moved #3 Crate out; it stands on its own.", "Removed box #2 Shelf.",
            ])
    }
}
