import Synchronization
import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    static let keptCases: [StoreContractCase] = [
        StoreContractCase("a whole inventory goes into an empty one exactly: boxes, items, numbers, history, search") {
            makeStore in
            let source = try await ContractFixture.make(makeStore)
            let attic = try await source.addBox("Attic", location: "Upstairs")
            let hall = try await source.addBox("Hall")
            let lamp = try await source.addItem("Desk lamp", to: attic, quantity: 2, note: "LED")
            try await source.addItem("Kettle", to: hall)
            try await source.addItem("Gone", to: hall)
            try await source.commands.changeBoxes(
                ChangeBoxesRequest(boxes: [attic], changes: [.room("Study"), .status("sealed"), .mark("fragile")]))
            try await source.commands.changeItems(ChangeItemsRequest(items: [lamp], box: hall, seenIn: attic))
            try await source.commands.removeItem(RemoveItemRequest(item: try ItemNumber(3)))
            // Packed into a box numbered after it: the import puts boxes back in the order of their numbers.
            try await source.move(attic, into: hall)
            _ = try await source.commands.importRows(
                ListedRows([try ListedRows.row(2, "Drill", at: "Garage", reference: "A1")]), from: "tools.csv",
                dryRun: false
            ).value()
            let parts = Mutex<[KeptPart]>([])
            let written = try await source.queries.exportInventory { part in parts.withLock { $0.append(part) } }
                .value()
            // The import's two events are one entry of the history.
            #expect(written == 3 + 3 + (try await source.history().count) + 1)

            let target = try await ContractFixture.make(makeStore)
            let report = try await target.commands.importInventory(
                ListedRecords(parts.withLock { $0 }), replace: false, dryRun: false
            ).value()
            #expect(report.wholeInventory && report.boxesAdded == 3 && report.itemsAdded == 3)
            #expect(try await target.queries.listBoxes(.first) == (try await source.queries.listBoxes(.first)))
            #expect(try await target.container(of: attic) == (try await source.reference(hall).id))
            #expect(try await target.history().map(\.event) == (try await source.history().map(\.event)))
            let batch = try #require(try await source.history().first { $0.event.batch != nil }?.event.batch)
            #expect(
                try await target.queries.history(inBatch: batch.id, .first).entries.map(\.event)
                    == (try await source.queries.history(inBatch: batch.id, .first).entries.map(\.event)))
            #expect(try await target.hits("lamp") == ["item Desk lamp"])
            #expect(try await target.queries.showItem(lamp) == (try await source.queries.showItem(lamp)))
            #expect(try await target.queries.boxCounts() == (try await source.queries.boxCounts()))
            #expect(try await target.addBox("Next") == BoxNumber(4))
            #expect(try await target.addItem("Next", to: hall) == ItemNumber(5))
            let again = try await target.commands.importRows(
                ListedRows([try ListedRows.row(2, "Drill", at: "Garage", reference: "A1")]), from: "tools.csv",
                dryRun: false
            ).value()
            #expect(again.itemsUnchanged == 1 && again.boxesAdded == 0)
        },
        StoreContractCase("a whole inventory is refused by one that holds anything, unless it replaces it") {
            makeStore in
            let source = try await ContractFixture.make(makeStore)
            try await source.addItem("Kettle", to: try await source.addBox("Hall"))
            let parts = Mutex<[KeptPart]>([])
            _ = try await source.queries.exportInventory { part in parts.withLock { $0.append(part) } }.value()

            let target = try await ContractFixture.make(makeStore)
            try await target.addItem("Other", to: try await target.addBox("Other"))
            let before = try await target.history()
            await #expect(throws: ImportError.self) {
                try await target.commands.importInventory(
                    ListedRecords(parts.withLock { $0 }), replace: false, dryRun: false
                ).value()
            }
            #expect(try await target.history() == before)
            _ = try await target.commands.importInventory(
                ListedRecords(parts.withLock { $0 }), replace: true, dryRun: false
            ).value()
            #expect(try await target.queries.listBoxes(.first).entries.map(\.title.text) == ["Hall"])
            #expect(try await target.history().map(\.event) == (try await source.history().map(\.event)))
            #expect(
                try await target.queries.history(of: nil, .first).totalCount == (try await source.history().count),
                "the replaced history is counted no more")
            #expect(try await target.hits("other") == [])
        },
        StoreContractCase("a whole inventory cut short, or inconsistent, is refused and changes nothing") { makeStore in
            let source = try await ContractFixture.make(makeStore)
            let hall = try await source.addBox("Hall")
            try await source.addItem("Kettle", to: hall)
            try await source.addItem("Lamp", to: hall)
            let parts = Mutex<[KeptPart]>([])
            _ = try await source.queries.exportInventory { part in parts.withLock { $0.append(part) } }.value()
            let records = ListedRecords(parts.withLock { $0 })
            var all: [KeptRecord] = []
            while let (_, record) = try records.next() { all.append(record) }

            let target = try await ContractFixture.make(makeStore)
            let cut = Array(all.dropLast())
            let noBox = all.filter { if case .box = $0 { false } else { true } }
            let swapped = [all[0], all[1], all[3], all[2]] + all.dropFirst(4)
            let end: KeptCounts? = if case .end(let counts) = all.last { counts } else { nil }
            var more = try #require(end)
            more.boxes += 1
            var renumbered = try #require(end)
            renumbered.nextBoxNumber += 1
            for (records, fault) in [
                (
                    cut,
                    "line \(all.count): the file ends before its last line: it was cut short after 1 boxes, 2 items "
                ),
                (noBox, "line 2: item #1 is in box #1, which the file does not hold"),
                (swapped, "line 4: item #1 is out of order"),
                (Array(all.dropFirst()), "line 1: the file does not start with the header of a Tote inventory"),
                (
                    cut + [.end(more)],
                    "line \(all.count): the file's last line says it holds 2 boxes, 2 items and 3 events but its "
                        + "first line says 1 boxes, 2 items and 3 events"
                ),
                (
                    cut + [.end(renumbered)],
                    "line \(all.count): the file's last line gives the next box and item numbers otherwise than its "
                        + "first line"
                ),
            ] {
                let job = try target.commands.importInventory(
                    ListedRecords(records: records), replace: false, dryRun: false)
                await #expect { try await job.value() } throws: { error in
                    String(describing: error).hasPrefix(fault)
                }
            }
            #expect(try await target.history().isEmpty)
            #expect(try await target.addBox("First") == BoxNumber(1))
        },
    ]
}
