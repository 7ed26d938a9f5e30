import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteJSON
import ToteJSONText
import ToteTesting

@testable import ToteCLI

@Suite("History JSON")
struct HistoryJSONTests {
    private let kitchen = try! ReadModels.boxReference(12, "Kitchen")
    private let kettle = try! ReadModels.itemReference(40, "Kettle")

    private func json(_ change: DomainEvent.Change, item: ItemReference? = nil) -> JSONValue {
        HistoryJSON.entry(ReadModels.entry(7, change, box: kitchen, item: item))
    }

    private func fromTo(_ value: JSONValue) -> (JSONValue?, JSONValue?) {
        guard case .object(let members) = value else { return (nil, nil) }
        return (members["from"], members["to"])
    }

    private func reference(_ id: String, _ number: Int, _ title: String) -> JSONValue {
        .object(["id": .string(id), "number": .integer(number), "title": .string(title)])
    }

    @Test(
        "writes an event with its sequence, id, UTC time to the millisecond, kind, and the box and item by ID, number and title"
    )
    func envelope() throws {
        let garage = try ReadModels.boxReference(3, "Garage")

        let value = json(.itemMoved(from: garage), item: kettle)

        #expect(
            value
                == .object([
                    "sequence": .integer(7),
                    "id": .string("00000000-0000-0000-0000-000000002007"),
                    "at": .string("2025-05-02T12:03:04.005Z"),
                    "kind": .string("item.moved"),
                    "box": reference("00000000-0000-0000-0000-000000000012", 12, "Kitchen"),
                    "item": reference("00000000-0000-0000-0000-000000001040", 40, "Kettle"),
                    "from": reference("00000000-0000-0000-0000-000000000003", 3, "Garage"),
                    "to": reference("00000000-0000-0000-0000-000000000012", 12, "Kitchen"),
                    "author": .null,
                    "batch": .null,
                ]))
    }

    @Test("names the import a change was made by, and on its last change what the whole import did")
    func batch() throws {
        let id = try #require(UUID(uuidString: "00000000-0000-0000-0000-0000000000CD"))
        let event = ReadModels.entry(7, .boxRemoved, box: kitchen, item: nil).event
        let summary = EventBatch.Summary(boxesAdded: 2, itemsAdded: 30, itemsChanged: 1)
        let within = HistoryJSON.entry(
            HistoryEntry(sequence: 7, event: event.batched(in: EventBatch(id: id, source: "homebox.csv"))))
        let last = HistoryJSON.entry(
            HistoryEntry(
                sequence: 8,
                event: event.batched(in: EventBatch(id: id, source: "homebox.csv").closing(with: summary))))
        guard case .object(let withinFields) = within, case .object(let lastFields) = last else {
            Issue.record("not objects")
            return
        }
        let named: [String: JSONValue] = [
            "id": .string("00000000-0000-0000-0000-0000000000cd"), "source": .string("homebox.csv"),
        ]
        #expect(withinFields["batch"] == .object(named.merging(["summary": .null]) { $1 }))
        #expect(
            lastFields["batch"]
                == .object(
                    named.merging([
                        "summary": .object([
                            "boxesAdded": .integer(2), "itemsAdded": .integer(30), "itemsChanged": .integer(1),
                        ])
                    ]) { $1 }))
    }

    @Test("names who made the change: a member with their account, the command line without one")
    func author() throws {
        let account = AccountID(UUID(uuidString: "00000000-0000-0000-0000-0000000000AB")!)
        let robin = Author(account: account, name: try DisplayName("Robin"))
        let event = ReadModels.entry(7, .boxRemoved, box: kitchen, item: nil).event
        let member = HistoryJSON.entry(HistoryEntry(sequence: 7, event: event.attributed(to: robin)))
        let local = HistoryJSON.entry(HistoryEntry(sequence: 7, event: event.attributed(to: .commandLine)))
        guard case .object(let memberFields) = member, case .object(let localFields) = local else {
            Issue.record("not objects")
            return
        }
        #expect(
            memberFields["author"]
                == .object(["name": .string("Robin"), "account": .string("00000000-0000-0000-0000-0000000000ab")]))
        #expect(localFields["author"] == .object(["name": .string("command line"), "account": .null]))
    }

    @Test("writes null for the item of a box event, and for from and to where they do not apply")
    func nulls() {
        guard case .object(let members) = json(.boxRemoved) else {
            Issue.record("an event is an object")
            return
        }
        #expect(members["item"] == .null)
        #expect(members["from"] == .null)
        #expect(members["to"] == .null)
    }

    @Test("describes each kind of change with from and to")
    func details() throws {
        let note = try #require(try Note.optional("Fragile"))
        let title = try Title("Kitchen")

        #expect(
            fromTo(json(.boxProvisioned(title: title, location: nil, note: note, kind: .place)))
                == (
                    .null,
                    .object([
                        "title": .string("Kitchen"), "location": .null, "note": .string("Fragile"),
                        "kind": .string("place"),
                    ])
                ))
        #expect(
            fromTo(json(.boxRenamed(from: title, to: try Title("Stuff"))))
                == (.object(["title": .string("Kitchen")]), .object(["title": .string("Stuff")])))
        #expect(
            fromTo(json(.boxRelocated(from: nil, to: try Location("Attic"))))
                == (.object(["location": .null]), .object(["location": .string("Attic")])))
        #expect(
            fromTo(json(.boxNoteChanged(from: note, to: nil)))
                == (.object(["note": .string("Fragile")]), .object(["note": .null])))
        #expect(
            fromTo(
                json(.itemProvisioned(title: try Title("Kettle"), quantity: try Quantity(2), note: nil), item: kettle))
                == (.null, .object(["title": .string("Kettle"), "quantity": .integer(2), "note": .null])))
        #expect(
            fromTo(json(.itemRenamed(from: try Title("Kettel"), to: try Title("Kettle")), item: kettle))
                == (.object(["title": .string("Kettel")]), .object(["title": .string("Kettle")])))
        #expect(
            fromTo(json(.itemRequantified(from: try Quantity(1), to: try Quantity(4)), item: kettle))
                == (.object(["quantity": .integer(1)]), .object(["quantity": .integer(4)])))
        #expect(
            fromTo(json(.itemNoteChanged(from: nil, to: note), item: kettle))
                == (.object(["note": .null]), .object(["note": .string("Fragile")])))
        #expect(fromTo(json(.itemRemoved, item: kettle)) == (.null, .null))
    }
}
