import Foundation
import GRDB
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@Suite("Storing boxes and items in SQLite")
struct GRDBBoxRepositoryTests {
    @Test func aRefusedChangeWritesNothingAndReservesNoNumber() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let driver = try await StoreDriver.open(at: path)
            let box = try await driver.addBox("Full", items: ["Kettle"])
            let inspector = DatabaseInspector(path: path)
            let eventsBefore = try await inspector.count("event")
            // When
            await #expect(throws: InventoryError.boxNotFound(try BoxNumber(9))) {
                try await driver.addItem("Lost", to: try BoxNumber(9))
            }
            await #expect(throws: InventoryError.boxNotEmpty(box, itemCount: 1)) {
                try await driver.useCases.commands.removeBox(RemoveBoxRequest(box: box))
            }
            // Then
            #expect(try await inspector.count("event") == eventsBefore)
            #expect(try await inspector.count("box") == 1)
            #expect(try await driver.addItem("Next", to: box).value == 2)
        }
    }

    @Test func aMoveWritesTheItemAloneAndLeavesBothBoxesAsTheyWere() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let driver = try await StoreDriver.open(at: path)
            let garage = try await driver.addBox("Garage", items: ["Kettle", "Rake"])
            let kitchen = try await driver.addBox("Kitchen", items: [])
            let inspector = DatabaseInspector(path: path)
            // When
            try await driver.useCases.commands.changeItem(ChangeItemRequest(item: try ItemNumber(1), box: kitchen))
            // Then
            #expect(try await inspector.scalar("SELECT sum(version) FROM box") as Int == 2)
            #expect(try await inspector.scalar("SELECT version FROM item WHERE number = 1") as Int == 2)
            #expect(try await driver.ports.readModel.item(numbered: try ItemNumber(1))?.box.number == kitchen)
            #expect(try await driver.find("ket") == ["Kettle"])
            #expect(
                try await inspector.scalar("SELECT source_box_number FROM event WHERE kind = 'item.moved'")
                    == garage.value)
            try await inspector.checkSearchIndex()
        }
    }

    @Test func removingABoxDeletesItsItemsAndRecordsItsEvents() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let driver = try await StoreDriver.open(at: path)
            let number = try await driver.addBox("Junk", items: ["Cable", "Charger"])
            // When
            try await driver.useCases.commands.removeBox(RemoveBoxRequest(box: number, force: true))
            // Then
            let inspector = DatabaseInspector(path: path)
            #expect(try await inspector.count("item") == 0)
            #expect(try await inspector.count("box") == 0)
            let kinds = try await driver.ports.readModel.history(of: number, .first).entries.map(\.event.kind)
            #expect(
                kinds == [.boxRemoved, .itemRemoved, .itemRemoved, .itemProvisioned, .itemProvisioned, .boxProvisioned])
            #expect(try await driver.find("c").isEmpty)
            try await inspector.checkSearchIndex()
        }
    }

    @Test func emptyingABoxMovesEveryRowAndKeepsTheSearchIndexRight() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let driver = try await StoreDriver.open(at: path)
            let source = try await driver.addBox("Source", items: ["Kettle", "Lamp", "Book"])
            let destination = try await driver.addBox("Destination", items: ["Rug"])
            // When
            try await driver.useCases.commands.emptyBox(EmptyBoxRequest(box: source, into: destination))
            // Then
            let inspector = DatabaseInspector(path: path)
            #expect(try await inspector.scalar("SELECT count(*) FROM item WHERE version = 2") as Int == 3)
            #expect(try await driver.useCases.queries.showBox(destination).box.itemCount == 4)
            #expect(try await driver.find("lamp") == ["Lamp"])
            try await inspector.checkSearchIndex()
        }
    }
}
