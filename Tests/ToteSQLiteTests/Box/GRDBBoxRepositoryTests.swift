import Foundation
import GRDB
import Testing
import ToteApplication
import ToteDomain

@Suite("Storing boxes in SQLite")
struct GRDBBoxRepositoryTests {
    @Test func aFailedSaveLeavesNeitherTheChangesNorTheirEvents() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let driver = try await StoreDriver.open(at: path)
            let first = try await driver.addBox("First", items: ["Kettle"])
            let second = try await driver.addBox("Second", items: [])
            let inspector = DatabaseInspector(path: path)
            let eventsBefore = try await inspector.count("event")
            var box = try #require(try await driver.ports.boxes.box(numbered: second))
            box.rename(to: try Title("Renamed"), at: .now)
            // An item claiming a number that the first box's item holds breaks UNIQUE after the rename was written.
            let clash = Item(
                id: ItemID(UUID()), number: try ItemNumber(1), title: try Title("Clash"), quantity: try Quantity(1),
                note: nil)
            try box.add(clash, at: .now)
            // When
            await #expect(throws: DatabaseError.self) { try await driver.ports.boxes.save([box]) }
            // Then
            let stored = try #require(try await driver.ports.boxes.box(numbered: second))
            #expect(stored.title.text == "Second")
            #expect(stored.items.isEmpty)
            #expect(stored.version == box.version)
            #expect(try await inspector.count("event") == eventsBefore)
            #expect(try await driver.ports.boxes.box(numbered: first)?.items.map(\.title.text) == ["Kettle"])
        }
    }

    @Test(arguments: [true, false])
    func aMoveComesOutRightWhicheverBoxIsWrittenFirst(sourceFirst: Bool) async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let driver = try await StoreDriver.open(at: path)
            let garage = try await driver.addBox("Garage", items: ["Kettle", "Rake"])
            let kitchen = try await driver.addBox("Kitchen", items: [])
            var source = try #require(try await driver.ports.boxes.box(numbered: garage))
            var destination = try #require(try await driver.ports.boxes.box(numbered: kitchen))
            let kettle = try #require(source.items.first)
            try Box.move(itemNumbered: kettle.number, from: &source, to: &destination, at: .now)
            // When
            try await driver.ports.boxes.save(sourceFirst ? [source, destination] : [destination, source])
            // Then
            #expect(try await driver.ports.boxes.box(numbered: kitchen)?.items == [kettle])
            #expect(try await driver.ports.boxes.box(numbered: garage)?.items.map(\.title.text) == ["Rake"])
            #expect(try await driver.ports.readModel.item(numbered: kettle.number)?.box.number == kitchen)
            #expect(try await driver.find("ket") == ["Kettle"])
            let inspector = DatabaseInspector(path: path)
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
            var box = try #require(try await driver.ports.boxes.box(numbered: number))
            try box.retire(force: true, at: .now)
            // When
            try await driver.ports.boxes.remove(box)
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
}
