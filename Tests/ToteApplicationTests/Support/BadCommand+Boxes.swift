import ToteApplication
import ToteDomain

extension BadCommand {
    static let boxCommands: [BadCommand] = [
        BadCommand("provision with an empty title", ValidationError.empty(.title)) {
            _ = try await $0.provisionBox(ProvisionBoxRequest(title: "  "))
        },
        BadCommand("provision with a tab in the title", ValidationError.controlCharacter(.title)) {
            _ = try await $0.provisionBox(ProvisionBoxRequest(title: "Kitchen\tstuff"))
        },
        BadCommand("provision with 201 characters", ValidationError.tooLong(.title, maximum: 200, actual: 201)) {
            _ = try await $0.provisionBox(ProvisionBoxRequest(title: tooLongLine))
        },
        BadCommand("provision with a two-line location", ValidationError.controlCharacter(.location)) {
            _ = try await $0.provisionBox(ProvisionBoxRequest(title: "Box", location: "Garage\nshelf"))
        },
        BadCommand("provision with a direction override in the title", ValidationError.invisibleCharacter(.title)) {
            _ = try await $0.provisionBox(ProvisionBoxRequest(title: "\u{202E}nehctiK"))
        },
        BadCommand("provision with a zero-width space in the location", ValidationError.invisibleCharacter(.location)) {
            _ = try await $0.provisionBox(ProvisionBoxRequest(title: "Box", location: "Gar\u{200B}age"))
        },
        BadCommand("provision with an isolate in the note", ValidationError.invisibleCharacter(.note)) {
            _ = try await $0.provisionBox(ProvisionBoxRequest(title: "Box", note: "line one\n\u{2067}line two"))
        },
        BadCommand("provision with a NUL in the note", ValidationError.controlCharacter(.note)) {
            _ = try await $0.provisionBox(ProvisionBoxRequest(title: "Box", note: "a\u{0}b"))
        },
        BadCommand("provision with a long note", ValidationError.tooLong(.note, maximum: 2_000, actual: 2_001)) {
            _ = try await $0.provisionBox(ProvisionBoxRequest(title: "Box", note: tooLongNote))
        },
        BadCommand("rename an unknown box", InventoryError.boxNotFound(unknownBox)) {
            try await $0.changeBox(ChangeBoxRequest(box: unknownBox, title: "New"))
        },
        BadCommand("rename to a blank title", ValidationError.empty(.title)) {
            try await $0.changeBox(ChangeBoxRequest(box: kitchen, title: "\n"))
        },
        BadCommand("rename to two lines", ValidationError.controlCharacter(.title)) {
            try await $0.changeBox(ChangeBoxRequest(box: kitchen, title: "Two\nlines"))
        },
        BadCommand("rename to 201 characters", ValidationError.tooLong(.title, maximum: 200, actual: 201)) {
            try await $0.changeBox(ChangeBoxRequest(box: kitchen, title: tooLongLine))
        },
        BadCommand("relocate an unknown box", InventoryError.boxNotFound(unknownBox)) {
            try await $0.changeBox(ChangeBoxRequest(box: unknownBox, location: "Loft"))
        },
        BadCommand("relocate with a tab", ValidationError.controlCharacter(.location)) {
            try await $0.changeBox(ChangeBoxRequest(box: kitchen, location: "Shelf\t3"))
        },
        BadCommand("relocate to 201 characters", ValidationError.tooLong(.location, maximum: 200, actual: 201)) {
            try await $0.changeBox(ChangeBoxRequest(box: kitchen, location: tooLongLine))
        },
        BadCommand("change the note of an unknown box", InventoryError.boxNotFound(unknownBox)) {
            try await $0.changeBox(ChangeBoxRequest(box: unknownBox, note: "Note"))
        },
        BadCommand("change a note to one with DEL", ValidationError.controlCharacter(.note)) {
            try await $0.changeBox(ChangeBoxRequest(box: kitchen, note: "a\u{7F}"))
        },
        BadCommand("change a note to 2,001 characters", ValidationError.tooLong(.note, maximum: 2_000, actual: 2_001)) {
            try await $0.changeBox(ChangeBoxRequest(box: kitchen, note: tooLongNote))
        },
        BadCommand("remove a box that holds an item", InventoryError.boxNotEmpty(kitchen, itemCount: 1)) {
            try await $0.removeBox(RemoveBoxRequest(box: kitchen))
        },
        BadCommand("remove an unknown box", InventoryError.boxNotFound(unknownBox)) {
            try await $0.removeBox(RemoveBoxRequest(box: unknownBox, force: true))
        },
        BadCommand("empty a box into itself", InventoryError.emptyingIntoItself(kitchen)) {
            try await $0.emptyBox(EmptyBoxRequest(box: kitchen, into: kitchen))
        },
        BadCommand("empty an unknown box", InventoryError.boxNotFound(unknownBox)) {
            try await $0.emptyBox(EmptyBoxRequest(box: unknownBox, into: attic))
        },
        BadCommand("empty into an unknown box", InventoryError.boxNotFound(unknownBox)) {
            try await $0.emptyBox(EmptyBoxRequest(box: kitchen, into: unknownBox))
        },
    ]
}
