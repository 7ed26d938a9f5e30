import Testing
import ToteApplication
import ToteDomain

@testable import ToteWeb

@Suite("Box presenter")
struct BoxPresenterTests {
    private func present(
        _ detail: BoxDetail, role: Role = .editor, failure: BoxModels.Failure? = nil
    ) -> BoxModels.ViewModel {
        BoxPresenter().present(BoxModels.Show.Response(detail: detail, role: role, failure: failure))
    }

    @Test("shows the box's number, title, location, item count and links built from its number")
    func box() throws {
        // Given box #12 in the garage holding two items
        let detail = try SceneFixtures.detail(
            12, title: "Kitchen", location: "Garage",
            items: [
                try SceneFixtures.item(40, title: "Kettle", quantity: 3, note: "Blue lid"),
                try SceneFixtures.item(41, title: "Toaster"),
            ])
        // When it is presented for an editor
        let viewModel = present(detail)
        // Then
        #expect(viewModel.number == "#12")
        #expect(viewModel.title == "Kitchen")
        #expect(viewModel.location == "Garage")
        #expect(viewModel.note == nil)
        #expect(viewModel.itemCount == "2 items")
        #expect(viewModel.actionBase == "/boxes/12")
        #expect(viewModel.historyHref == "/history?box=12")
        #expect(viewModel.labelHref == "/labels?boxes=12")
        #expect(viewModel.contentsSheetHref == "/labels?boxes=12&layout=1x1&contents=all")
        #expect(viewModel.emptyText == nil)
        #expect(viewModel.removeWarning == "It holds 2 items; removing the box removes them too.")
    }

    @Test("each item row has its anchor, number, quantity and action path under the box")
    func itemRows() throws {
        // Given a box holding item #40
        let detail = try SceneFixtures.detail(
            12, items: [try SceneFixtures.item(40, title: "Kettle", quantity: 3, note: "Blue lid")])
        // When it is presented
        let row = try #require(present(detail).items.first)
        // Then
        #expect(row.anchor == "item-40")
        #expect(row.number == "#40")
        #expect(row.title == "Kettle")
        #expect(row.quantity == "× 3")
        #expect(row.note == "Blue lid")
        #expect(row.href == "/boxes/12/items/40")
    }

    @Test("a box with one item counts it in the singular")
    func oneItem() throws {
        let viewModel = present(try SceneFixtures.detail(items: [try SceneFixtures.item(40, title: "Kettle")]))
        #expect(viewModel.itemCount == "1 item")
        #expect(viewModel.removeWarning == "It holds 1 item; removing the box removes it too.")
    }

    @Test("without a failure the forms hold the box's current values and no messages")
    func forms() throws {
        let viewModel = present(try SceneFixtures.detail(title: "Kitchen", location: "Garage", note: "Fragile"))
        #expect(viewModel.note == "Fragile")
        #expect(viewModel.details.title == BoxModels.Field(value: "Kitchen", error: nil))
        #expect(viewModel.details.location == BoxModels.Field(value: "Garage", error: nil))
        #expect(viewModel.details.note == BoxModels.Field(value: "Fragile", error: nil))
        #expect(viewModel.details.error == nil)
        #expect(viewModel.details.version == "1")
        #expect(viewModel.empty == BoxModels.Field(value: "", error: nil))
        #expect(
            viewModel.addItem
                == BoxModels.AddItemForm(
                    title: "", quantity: "1", note: "", error: nil, confirmation: nil, hasFocus: false))
        #expect(viewModel.removeError == nil)
    }

    @Test("an empty box without a location invites an editor or owner to add items, and a viewer only reads")
    func empty() throws {
        // Given an empty box with no location
        let detail = try SceneFixtures.detail(location: nil)
        // When it is presented for each role
        let editor = present(detail, role: .editor)
        let owner = present(detail, role: .owner)
        let viewer = present(detail, role: .viewer)
        // Then
        #expect(editor.emptyText == "This box is empty. Add what you pack into it above.")
        #expect(owner.emptyText == "This box is empty. Add what you pack into it above.")
        #expect(viewer.emptyText == "This box is empty.")
        #expect(editor.canChange)
        #expect(owner.canChange)
        #expect(!viewer.canChange)
        #expect(editor.itemCount == "0 items")
        #expect(editor.location == "No location yet")
        #expect(editor.details.location == BoxModels.Field(value: "", error: nil))
        #expect(editor.removeWarning == nil)
    }

    @Test("a refused change of the details keeps all three typed fields, the message beside the title it is about")
    func failedRename() throws {
        // Given a change to a blank title and a new location, refused
        let failure = BoxModels.Failure(
            command: .edit(.init(title: "  ", location: "Cellar", note: "", version: "1")),
            error: ValidationError.empty(.title))
        // When the box is presented again
        let viewModel = present(
            try SceneFixtures.detail(title: "Kitchen", items: [try SceneFixtures.item(40, title: "Kettle")]),
            failure: failure)
        // Then
        #expect(viewModel.details.title == BoxModels.Field(value: "  ", error: "Title must not be empty."))
        #expect(viewModel.title == "Kitchen")
        #expect(viewModel.details.location == BoxModels.Field(value: "Cellar", error: nil))
        #expect(viewModel.details.note.error == nil)
        #expect(viewModel.details.error == nil)
        #expect(viewModel.empty.error == nil)
        #expect(viewModel.addItem.error == nil)
        #expect(viewModel.removeError == nil)
        #expect(viewModel.items[0].href == "/boxes/12/items/40")
    }

    @Test("a refused location or note shows its message beside its own field, with everything typed kept")
    func failedRelocateAndNote() throws {
        let detail = try SceneFixtures.detail(location: "Garage", note: "Old")
        let relocated = present(
            detail,
            failure: .init(
                command: .edit(.init(title: "Kitchen", location: "Attic\t", note: "New")),
                error: ValidationError.controlCharacter(.location)))
        #expect(
            relocated.details.location
                == BoxModels.Field(
                    value: "Attic\t", error: "Location must not contain control characters such as tabs or line breaks."
                ))
        #expect(relocated.details.note == BoxModels.Field(value: "New", error: nil))
        let noted = present(
            detail,
            failure: .init(
                command: .edit(.init(title: "Kitchen", location: "Garage", note: "Too long")),
                error: ValidationError.tooLong(.note, maximum: 2_000, actual: 2_001)))
        #expect(
            noted.details.note
                == BoxModels.Field(value: "Too long", error: "Note is 2001 characters long; at most 2000 are allowed."))
        #expect(noted.details.location == BoxModels.Field(value: "Garage", error: nil))
    }

    @Test("a change refused because someone changed the box since is said above the form, which takes the new version")
    func changedSince() throws {
        let detail = try SceneFixtures.detail(title: "Kitchen", location: "Garage")
        let viewModel = present(
            detail,
            failure: .init(
                command: .edit(.init(title: "Pantry", location: "Garage", note: "", version: "1")),
                error: InventoryError.boxChanged(try BoxNumber(12), version: 2, now: "“Pantry”, no location")))
        #expect(viewModel.details.error?.hasPrefix("Box #12 was changed by someone else") == true)
        #expect(viewModel.details.title == BoxModels.Field(value: "Pantry", error: nil))
        #expect(viewModel.details.version == String(detail.box.version))
    }

    @Test("after an item was added, the form is empty, ready with the focus, and confirms what was added")
    func addedItem() throws {
        let mugs = try SceneFixtures.item(41, title: "Mugs", quantity: 6)
        let kettle = try SceneFixtures.item(40, title: "Kettle")
        let detail = try SceneFixtures.detail(items: [kettle, mugs])
        func added(_ item: ItemSummary) -> BoxModels.AddItemForm {
            BoxPresenter().present(
                BoxModels.Show.Response(detail: detail, role: .editor, failure: nil, added: item)
            ).addItem
        }

        #expect(
            added(mugs)
                == BoxModels.AddItemForm(
                    title: "", quantity: "1", note: "", error: nil, confirmation: "Added item #41 Mugs (quantity 6).",
                    hasFocus: true))
        #expect(added(kettle).confirmation == "Added item #40 Kettle.")
    }

    @Test("a failed new item keeps its title, quantity and note with the message, the quantity taking the focus")
    func failedAddItem() throws {
        let failure = BoxModels.Failure(
            command: .addItem(title: "Kettle", quantity: "lots", note: "Blue"),
            error: ValidationError.notANumber(field: .quantity, text: "lots"))
        let viewModel = present(try SceneFixtures.detail(), failure: failure)
        #expect(
            viewModel.addItem
                == BoxModels.AddItemForm(
                    title: "Kettle", quantity: "lots", note: "Blue",
                    error: "Quantity must be a whole number, not 'lots'.", confirmation: nil, hasFocus: false,
                    quantityInvalid: true))
        #expect(viewModel.details.title.error == nil)
    }

    @Test("a failed removal or emptying of the box says why next to that form")
    func failedRemoveAndEmpty() throws {
        let detail = try SceneFixtures.detail(
            12,
            items: [try SceneFixtures.item(40, title: "Kettle"), try SceneFixtures.item(41, title: "Toaster")])
        let removed = present(
            detail,
            failure: .init(
                command: .remove(withItems: false, boxesInto: nil),
                error: InventoryError.boxNotEmpty(try BoxNumber(12), itemCount: 2)))
        #expect(
            removed.removeError
                == "Box #12 still holds 2 items; move them out first, or remove the box together with its items.")
        let emptied = present(
            detail,
            failure: .init(command: .empty(into: "#12"), error: InventoryError.emptyingIntoItself(try BoxNumber(12))))
        #expect(emptied.empty == BoxModels.Field(value: "#12", error: "Box #12 cannot be emptied into itself."))
        #expect(emptied.removeError == nil)
    }
}
