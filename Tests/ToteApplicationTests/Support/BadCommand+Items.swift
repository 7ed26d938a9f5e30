import ToteApplication
import ToteDomain

extension BadCommand {
    static let itemCommands: [BadCommand] = [
        BadCommand("provision into an unknown box", InventoryError.boxNotFound(unknownBox)) {
            _ = try await $0.provisionItem(ProvisionItemRequest(box: unknownBox, title: "Cup"))
        },
        BadCommand("provision with an empty title", ValidationError.empty(.title)) {
            _ = try await $0.provisionItem(ProvisionItemRequest(box: kitchen, title: ""))
        },
        BadCommand("provision with a line break", ValidationError.controlCharacter(.title)) {
            _ = try await $0.provisionItem(ProvisionItemRequest(box: kitchen, title: "Cup\u{2028}s"))
        },
        BadCommand("provision with a long note", ValidationError.tooLong(.note, maximum: 2_000, actual: 2_001)) {
            _ = try await $0.provisionItem(ProvisionItemRequest(box: kitchen, title: "Cup", note: tooLongNote))
        },
        BadCommand("rename an unknown item", InventoryError.itemNotFound(unknownItem)) {
            try await $0.changeItem(ChangeItemRequest(item: unknownItem, title: "Pot"))
        },
        BadCommand("rename an item to a blank title", ValidationError.empty(.title)) {
            try await $0.changeItem(ChangeItemRequest(item: kettle, title: " \t "))
        },
        BadCommand("rename an item to 201 characters", ValidationError.tooLong(.title, maximum: 200, actual: 201)) {
            try await $0.changeItem(ChangeItemRequest(item: kettle, title: tooLongLine))
        },
        BadCommand("change the quantity of an unknown item", InventoryError.itemNotFound(unknownItem)) {
            try await $0.changeItem(ChangeItemRequest(item: unknownItem, quantity: try Quantity(2)))
        },
        BadCommand("change the note of an unknown item", InventoryError.itemNotFound(unknownItem)) {
            try await $0.changeItem(ChangeItemRequest(item: unknownItem, note: "Note"))
        },
        BadCommand("change an item note to one with ESC", ValidationError.controlCharacter(.note)) {
            try await $0.changeItem(ChangeItemRequest(item: kettle, note: "\u{1B}[1m"))
        },
        BadCommand("move an unknown item", InventoryError.itemNotFound(unknownItem)) {
            try await $0.changeItem(ChangeItemRequest(item: unknownItem, box: attic))
        },
        BadCommand("move an item into an unknown box", InventoryError.boxNotFound(unknownBox)) {
            try await $0.changeItem(ChangeItemRequest(item: kettle, box: unknownBox))
        },
        BadCommand("remove an unknown item", InventoryError.itemNotFound(unknownItem)) {
            try await $0.removeItem(RemoveItemRequest(item: unknownItem))
        },
    ]
}
