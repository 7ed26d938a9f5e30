import Testing
import ToteApplication
import ToteDomain
import ToteJSON
import ToteJSONText
import ToteTesting

@testable import ToteCLI

@Suite("Inventory JSON")
struct InventoryJSONTests {
    @Test("writes a box with every key, absent values as null, keys sorted")
    func box() throws {
        // Given a box without location or note
        let box = try ReadModels.box(12, "Kitchen 🍳", itemCount: 0)

        // When
        let text = JSONDocument.text(for: InventoryJSON.box(box))

        // Then
        #expect(
            text == """
                {
                  "id" : "00000000-0000-0000-0000-000000000012",
                  "itemCount" : 0,
                  "kind" : "box",
                  "location" : null,
                  "marks" : [

                  ],
                  "note" : null,
                  "number" : 12,
                  "room" : null,
                  "status" : "packing",
                  "title" : "Kitchen 🍳",
                  "version" : 1
                }
                """)
    }

    @Test("adds the items to a shown box, the boxes it is packed in and the boxes packed in it")
    func boxDetail() throws {
        let unit = try ReadModels.boxReference(2, "Unit 12")
        let pallet = try ReadModels.boxReference(1, "Pallet")
        let lamp = try ReadModels.box(13, "Lamp")
        let detail = BoxDetail(
            box: try ReadModels.box(12, "Kitchen", location: "Garage", note: "Fragile", itemCount: 1),
            items: try ReadModels.page([try ReadModels.item(40, "Kettle", box: 12)]),
            containers: [PathStep(unit, kind: .place), PathStep(pallet, kind: .box)], boxes: [lamp])

        let json = InventoryJSON.box(detail)

        #expect(
            json
                == .object([
                    "id": .string("00000000-0000-0000-0000-000000000012"),
                    "number": .integer(12),
                    "title": .string("Kitchen"),
                    "location": .string("Garage"),
                    "note": .string("Fragile"),
                    "itemCount": .integer(1),
                    "room": .null,
                    "status": .string("packing"),
                    "marks": .array([]),
                    "kind": .string("box"),
                    "version": .integer(1),
                    "items": .array([InventoryJSON.item(try ReadModels.item(40, "Kettle", box: 12))]),
                    "itemsPage": .object([
                        "page": .integer(1), "perPage": .integer(50), "totalCount": .integer(1),
                        "pageCount": .integer(1),
                    ]),
                    "containers": .array([
                        .object([
                            "id": .string(unit.id.description), "number": .integer(2), "title": .string("Unit 12"),
                            "kind": .string("place"),
                        ]),
                        .object([
                            "id": .string(pallet.id.description), "number": .integer(1), "title": .string("Pallet"),
                            "kind": .string("box"),
                        ]),
                    ]),
                    "boxes": .array([InventoryJSON.box(lamp)]),
                ]))
    }

    @Test("writes an item with the number, title and location of its box")
    func item() throws {
        let item = try ReadModels.item(40, "Café", quantity: 3, note: "Beans", box: 12, boxTitle: "Kitchen")

        #expect(
            InventoryJSON.item(item)
                == .object([
                    "id": .string("00000000-0000-0000-0000-000000001040"),
                    "number": .integer(40),
                    "title": .string("Café"),
                    "quantity": .integer(3),
                    "note": .string("Beans"),
                    "box": .object(["number": .integer(12), "title": .string("Kitchen"), "location": .null]),
                    "version": .integer(1),
                ]))
        let placed = try ReadModels.item(40, "Café", box: 12, boxTitle: "Kitchen", boxLocation: "Garage")
        guard case .object(let members) = InventoryJSON.item(placed) else {
            Issue.record("an item is a JSON object")
            return
        }
        #expect(
            members["box"]
                == .object(["number": .integer(12), "title": .string("Kitchen"), "location": .string("Garage")]))
    }

    @Test("prints a page of boxes in the page envelope the API answers with")
    func lists() throws {
        let presenter = ResponsePresenter(format: .json, timeZone: .gmt)
        let boxes = try ReadModels.page(
            [try ReadModels.box(1, "A"), try ReadModels.box(2, "B")], number: 1, size: 2, total: 9)

        let json = presenter.json(for: .boxes(boxes, paths: [:]))

        #expect(
            json
                == .object([
                    "entries": .array(boxes.entries.map { InventoryJSON.box($0, in: []) }), "page": .integer(1),
                    "perPage": .integer(2), "totalCount": .integer(9), "pageCount": .integer(5),
                ]))
    }

    @Test("ends the output with one line break and leaves slashes and non-ASCII text unescaped")
    func rendering() throws {
        let presenter = ResponsePresenter(format: .json, timeZone: .gmt)
        let item = try ReadModels.item(1, "Bücher/Books 本", box: 2, boxTitle: "מטבח")

        let text = try presenter.render(.item(item))

        #expect(text.hasSuffix("}\n"))
        #expect(text.contains("\"title\" : \"Bücher/Books 本\""))
        #expect(text.contains("\"title\" : \"מטבח\""))
    }
}
