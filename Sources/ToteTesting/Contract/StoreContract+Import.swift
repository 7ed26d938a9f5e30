import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    static let importCases: [StoreContractCase] = [
        StoreContractCase(
            "an import adds a place per level of a path and a box per last level, an item per row, and the same rows again change nothing"
        ) {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let rows = {
                try ListedRows([
                    ListedRows.row(2, "Cordless drill", at: "Garage / Shelf 2", reference: "A1", note: "18V"),
                    ListedRows.row(3, "Screwdriver set", at: "Garage / Shelf 2", reference: "A2", quantity: 12),
                    ListedRows.row(4, "Kettle", at: "Kitchen", reference: "A3"),
                ])
            }
            let first = try await fixture.commands.importRows(try rows(), from: "rows.csv", dryRun: false).value()
            #expect(
                [first.rows, first.boxesAdded, first.itemsAdded, first.itemsChanged, first.itemsUnchanged]
                    == [3, 3, 3, 0, 0])
            let boxes = try await fixture.queries.listBoxes(.first).entries
            #expect(boxes.map(\.title.text) == ["Garage", "Shelf 2", "Kitchen"])
            #expect(boxes.map(\.kind) == [.place, .box, .box])
            #expect(boxes.map(\.location) == [nil, nil, nil])
            #expect(
                try await fixture.queries.showBox(BoxNumber(2)).containers.map(\.reference.title.text) == ["Garage"])
            #expect(
                try await fixture.items(in: BoxNumber(2)).map(\.title.text) == ["Cordless drill", "Screwdriver set"])
            #expect(try await fixture.find("drill") == ["Cordless drill"])
            let entry = try #require(try await fixture.history().first)
            #expect(try await fixture.history().count == 1, "the import is one entry of the history")
            #expect(try await fixture.queries.history(of: nil, .first).totalCount == 1)
            let batch = try #require(entry.event.batch)
            #expect(batch.source == "rows.csv")
            #expect(batch.summary == EventBatch.Summary(boxesAdded: 3, itemsAdded: 3, itemsChanged: 0))
            let events = try await fixture.queries.history(inBatch: batch.id, .first)
            #expect(events.totalCount == 7 && events.entries.last == entry, "it opens to its changes, oldest first")
            #expect(events.entries.map(\.event.kind.rawValue).filter { $0 == "box.provisioned" }.count == 3)
            #expect(events.entries.map(\.event.kind.rawValue).filter { $0 == "box.moved" }.count == 1)
            #expect(try await fixture.history(of: BoxNumber(3)).count == 2, "a box's history has its own changes")

            let second = try await fixture.commands.importRows(try rows(), from: "rows.csv", dryRun: false).value()
            #expect(
                [second.boxesAdded, second.itemsAdded, second.itemsChanged, second.itemsUnchanged] == [0, 0, 0, 3])
            #expect(try await fixture.history().count == 1, "an import that changed nothing has no entry")
            await #expect(throws: InventoryError.batchNotFound) {
                try await fixture.queries.history(inBatch: .random(), .first)
            }
        },
        StoreContractCase("an import changes the items its references name: title, quantity, note and box") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            _ = try await fixture.commands.importRows(
                ListedRows([try ListedRows.row(2, "Drill", at: "Garage", reference: "A1")]), from: "rows.csv",
                dryRun: false
            ).value()
            let report = try await fixture.commands.importRows(
                ListedRows([
                    try ListedRows.row(
                        2, "Cordless drill", at: "Loft / Crate", reference: "A1", quantity: 2, note: "18V")
                ]), from: "rows.csv", dryRun: false
            ).value()
            #expect([report.boxesAdded, report.itemsAdded, report.itemsChanged] == [2, 0, 1])
            let item = try await fixture.queries.showItem(ItemNumber(1))
            #expect(item.title.text == "Cordless drill" && item.quantity.value == 2 && item.note?.text == "18V")
            #expect(item.box.number.value == 3 && item.box.title.text == "Crate")
            #expect(try await fixture.queries.showBox(BoxNumber(3)).containers.map(\.reference.title.text) == ["Loft"])
            let batch = try #require(try await fixture.history().first?.event.batch)
            let kinds = try await fixture.queries.history(inBatch: batch.id, .first).entries.map(\.event.kind.rawValue)
            #expect(
                kinds == [
                    "box.provisioned", "box.provisioned", "box.moved", "item.renamed", "item.requantified",
                    "item.note-changed", "item.moved",
                ])
            #expect(batch.summary == EventBatch.Summary(boxesAdded: 2, itemsAdded: 0, itemsChanged: 1))
        },
        StoreContractCase("rows without references are found again by place, title and how many came before") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let rows = {
                try ListedRows([
                    ListedRows.row(2, "Cable", at: "Desk"), ListedRows.row(3, "Cable", at: "Desk", quantity: 3),
                    ListedRows.row(4, "Cable", at: "Attic"),
                ])
            }
            #expect(
                try await fixture.commands.importRows(try rows(), from: "rows.csv", dryRun: false).value().itemsAdded
                    == 3)
            let again = try await fixture.commands.importRows(try rows(), from: "rows.csv", dryRun: false).value()
            #expect([again.itemsAdded, again.itemsChanged, again.itemsUnchanged] == [0, 0, 3])
        },
        StoreContractCase("a reference that is an item's identity changes that item") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Shelf")
            let number = try await fixture.addItem("Lamp", to: box)
            let id = try await fixture.queries.showItem(number).id
            let report = try await fixture.commands.importRows(
                ListedRows([try ListedRows.row(2, "Desk lamp", at: "Shelf", reference: id.description)]),
                from: "rows.csv",
                dryRun: false
            ).value()
            #expect([report.itemsAdded, report.itemsChanged] == [0, 1])
            #expect(try await fixture.queries.showItem(number).title.text == "Desk lamp")
        },
        StoreContractCase("an import refused half way, or only tried, leaves the inventory exactly as it was") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Before")
            try await fixture.addItem("Kept", to: box)
            let before = try await fixture.history()
            let fault = ImportError(line: 4, field: "HB.quantity", "quantity must be a whole number, not 'abc'")
            let failing = try ListedRows([
                .success(ListedRows.row(2, "Drill", at: "Garage")), .success(ListedRows.row(3, "Saw", at: "Loft")),
                .failure(fault),
            ])
            let job = try fixture.commands.importRows(failing, from: "rows.csv", dryRun: false)
            await #expect(throws: fault) { try await job.value() }
            #expect(job.isDone && !job.isSuccessful)
            let duplicates = try ListedRows([
                ListedRows.row(2, "Drill", at: "Garage", reference: "R"),
                ListedRows.row(5, "Saw", at: "Loft", reference: "R"),
            ])
            await #expect(throws: ImportError(line: 5, field: "reference", "“R” is also the reference on line 2")) {
                try await fixture.commands.importRows(duplicates, from: "rows.csv", dryRun: false).value()
            }
            let tried = try await fixture.commands.importRows(
                ListedRows([try ListedRows.row(2, "Drill", at: "Garage")]), from: "rows.csv", dryRun: true
            ).value()
            #expect(tried.dryRun && tried.boxesAdded == 1 && tried.itemsAdded == 1)
            #expect(try await fixture.history() == before)
            #expect(try await fixture.queries.listBoxes(.first).entries.map(\.title.text) == ["Before"])
            #expect(try await fixture.addBox("Next") == BoxNumber(2))
            #expect(try await fixture.addItem("Next", to: box) == ItemNumber(2))
        },
        StoreContractCase("an import and people adding items at the same moment all land, each with its own number") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Hall")
            let rows = try ListedRows((1...200).map { try ListedRows.row($0 + 1, "Imported \($0)", at: "Garage") })
            let job = try fixture.commands.importRows(rows, from: "rows.csv", dryRun: false)
            let outcomes = await concurrently(20) { index in
                try await fixture.addItem("Added \(index)", to: box)
            }
            #expect(outcomes == ["done": 20])
            #expect(try await job.value().itemsAdded == 200)
            var numbers: [ItemNumber] = []
            for number in [try BoxNumber(1), try BoxNumber(2)] {
                numbers += try await fixture.items(in: number).map(\.number)
            }
            #expect(numbers.count == 220 && Set(numbers.map(\.value)) == Set(1...220))
            // The counters go on after the last number anyone was given.
            #expect(try await fixture.addItem("After", to: box) == ItemNumber(221))
            #expect(try await fixture.addBox("After") == BoxNumber(3))
        },
    ]
}
