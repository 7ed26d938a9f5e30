import Testing
import ToteApplication
import ToteDomain

@testable import ToteWeb

@Suite("Item presenter")
struct ItemPresenterTests {
    private func present(_ item: ItemSummary, role: Role = .editor, failure: BoxModels.Failure? = nil) throws
        -> ItemModels.Show.ViewModel
    {
        let boxes = [try SceneFixtures.detail(12).box, try SceneFixtures.detail(14, title: "Hall", location: nil).box]
        return ItemPresenter().present(.init(item: item, boxes: boxes, role: role, failure: failure, photos: []))
    }

    @Test("says where the item is and offers every other box in the move form's picker")
    func whereabouts() throws {
        let kettle = try SceneFixtures.item(40, title: "Kettle", quantity: 2, note: "Blue", boxLocation: "Garage")
        let viewModel = try present(kettle)
        #expect(viewModel.whereabouts == "In box #12 Kitchen, at Garage.")
        #expect(viewModel.actionBase == "/boxes/12/items/40" && viewModel.boxHref == "/boxes/12")
        #expect(viewModel.details.note == BoxModels.Field(value: "Blue", error: nil))
        #expect(viewModel.details.quantity == BoxModels.Field(value: "2", error: nil))
        #expect(viewModel.boxChoices == [ItemModels.Show.BoxChoice(value: "14", label: "#14 Hall")])
        #expect(viewModel.canChange)
        #expect(!(try present(kettle, role: .viewer)).canChange)
    }

    @Test("a refused change keeps what was typed, the message beside the field it is about, and no other form shows it")
    func failures() throws {
        let kettle = try SceneFixtures.item(40, title: "Kettle", quantity: 3)
        let number = try ItemNumber(40)
        let quantity = try present(
            kettle,
            failure: .init(
                command: .editItem(number, .init(title: "Kettle", quantity: "0", note: "")),
                error: ValidationError.outOfRange(.quantity, text: "0", range: 1...1_000_000)))
        #expect(
            quantity.details.quantity
                == BoxModels.Field(value: "0", error: "Quantity must be from 1 to 1000000, not 0."))
        #expect(quantity.details.title == BoxModels.Field(value: "Kettle", error: nil) && quantity.removeError == nil)
        let moved = try present(
            kettle,
            failure: .init(command: .moveItem(number, into: "99"), error: InventoryError.boxNotFound(try BoxNumber(99)))
        )
        #expect(moved.move == BoxModels.Field(value: "99", error: "There is no box #99."))
        #expect(moved.details.quantity.error == nil)
        let noted = try present(
            kettle,
            failure: .init(
                command: .editItem(number, .init(title: "Kettle", quantity: "3", note: "x")),
                error: ValidationError.tooLong(.note, maximum: 2_000, actual: 2_001)))
        #expect(
            noted.details.note
                == BoxModels.Field(value: "x", error: "Note is 2001 characters long; at most 2000 are allowed."))
        let removed = try present(
            kettle,
            failure: .init(
                command: .removeItem(number), error: InventoryError.itemChanged(number, version: 2, now: "“Kettle” × 1")
            ))
        #expect(removed.removeError?.hasPrefix("Item #40 was changed by someone else") == true)
        #expect(removed.move == BoxModels.Field(value: "", error: nil))
    }
}
