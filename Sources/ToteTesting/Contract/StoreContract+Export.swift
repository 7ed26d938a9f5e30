import Synchronization
import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    static let exportCases: [StoreContractCase] = [
        StoreContractCase("exports hand on every box and every item in number order, counted first, in batches") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            var items: [ItemNumber] = []
            for box in 1...3 {
                let number = try await fixture.addBox("Box \(box)", location: box == 2 ? "Attic" : nil)
                for item in 1...(box * 2) {
                    items.append(try await fixture.addItem("Thing \(box)-\(item)", to: number))
                }
            }
            try await fixture.commands.changeItems(
                ChangeItemsRequest(items: [items[0]], box: try BoxNumber(2), seenIn: try BoxNumber(1)))
            let counted = Mutex<[Int]>([])
            let batches = Mutex<[[ItemSummary]]>([])
            try await fixture.ports.readModel.everyItem(
                batch: 5, counted: { count in counted.withLock { $0.append(count) } }
            ) {
                batch in batches.withLock { $0.append(batch) }
            }
            #expect(counted.withLock { $0 } == [12])
            #expect(batches.withLock { $0 }.map(\.count) == [5, 5, 2])
            let read = batches.withLock { $0 }.flatMap { $0 }
            #expect(read.map(\.number) == items)
            #expect(read[0].box.number.value == 2 && read[0].box.location?.text == "Attic")
            #expect(read[1].box.number.value == 1 && read[1].title.text == "Thing 1-2")

            let written = Mutex<[ItemSummary]>([])
            let job = fixture.queries.exportItems { batch, _ in written.withLock { $0 += batch } }
            #expect(try await job.value() == 12)
            #expect(job.isSuccessful && job.progress == JobProgress(done: 12, total: 12, unit: .rows))
            #expect(written.withLock { $0 }.map(\.number) == items)
            let boxes = Mutex<[BoxSummary]>([])
            #expect(try await fixture.queries.exportBoxes { batch in boxes.withLock { $0 += batch } }.value() == 3)
            #expect(boxes.withLock { $0 }.map(\.itemCount) == [1, 5, 6])
        },
        StoreContractCase("an export whose writing fails fails as a job, with the writer's error") { makeStore in
            struct DiskFull: Error, Equatable {}
            let fixture = try await ContractFixture.make(makeStore)
            _ = try await fixture.addBox("Box")
            let job = fixture.queries.exportBoxes { _ in throw DiskFull() }
            await #expect(throws: DiskFull()) { try await job.value() }
            #expect(job.isDone && !job.isSuccessful)
        },
    ]
}
