import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    /// Optimistic concurrency at the grain of what was read: an edit made from a version that is no longer the
    /// stored one is refused whole, and a refused change stores nothing.
    static let versionCases: [StoreContractCase] = [
        StoreContractCase("two edits of the same item from the same version: one is refused, nothing half-stored") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Kitchen")
            let item = try await fixture.addItem("Kettle", to: box)
            let historyBefore = try await fixture.history()
            let commands = fixture.commands
            let two = try Quantity(2)
            let outcomes = await withTaskGroup(of: Result<String, any Error>.self) { group in
                for title in ["Red kettle", "Blue kettle"] {
                    group.addTask {
                        let request = ChangeItemRequest(item: item, title: title, quantity: two, expectedVersion: 1)
                        do {
                            try await commands.changeItem(request)
                            return .success(title)
                        } catch {
                            return .failure(error)
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            let winners = outcomes.compactMap { try? $0.get() }
            let refusals = outcomes.compactMap { outcome -> InventoryError? in
                guard case .failure(let error) = outcome else { return nil }
                return error as? InventoryError
            }
            #expect(winners.count == 1)
            let stored = try await fixture.queries.showItem(item)
            #expect(refusals == [.itemChanged(item, version: 2, now: "“\(stored.title)” × 2")])
            #expect(stored.title.text == winners.first)
            #expect(stored.quantity.value == 2)
            #expect(try await fixture.history().count == historyBefore.count + 2)
        },
        StoreContractCase("a box edit from an old version is refused and changes nothing") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Books", location: "Attic")
            try await fixture.commands.changeBox(ChangeBoxRequest(box: box, title: "Old books", expectedVersion: 1))
            let historyBefore = try await fixture.history()
            await #expect(throws: InventoryError.boxChanged(box, version: 2, now: "“Old books”, at Attic")) {
                try await fixture.commands.changeBox(
                    ChangeBoxRequest(box: box, title: "Comics", location: "Cellar", expectedVersion: 1))
            }
            let detail = try await fixture.queries.showBox(box)
            #expect(detail.box.title.text == "Old books")
            #expect(detail.box.location?.text == "Attic")
            #expect(try await fixture.history() == historyBefore)
        },
        StoreContractCase("a change with one invalid field changes none of them") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Tools", location: "Shed")
            let other = try await fixture.addBox("Other")
            let item = try await fixture.addItem("Hammer", to: box)
            let historyBefore = try await fixture.history()
            await #expect(throws: ValidationError.self) {
                try await fixture.commands.changeItem(
                    ChangeItemRequest(
                        item: item, title: "Mallet", note: String(repeating: "x", count: 2_001), box: other))
            }
            await #expect(throws: ValidationError.self) {
                try await fixture.commands.changeBox(ChangeBoxRequest(box: box, title: "Garden", location: "a\tb"))
            }
            await #expect(throws: InventoryError.boxNotFound(try BoxNumber(99))) {
                try await fixture.commands.changeItem(
                    ChangeItemRequest(item: item, title: "Mallet", box: try BoxNumber(99)))
            }
            let stored = try await fixture.queries.showItem(item)
            #expect(stored.title.text == "Hammer")
            #expect(stored.box.number == box)
            #expect(try await fixture.queries.showBox(box).box.title.text == "Tools")
            #expect(try await fixture.history() == historyBefore)
        },
        StoreContractCase("a change that changes nothing records nothing") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Tools")
            let item = try await fixture.addItem("Hammer", to: box, quantity: 2)
            let historyBefore = try await fixture.history()
            try await fixture.commands.changeItem(
                ChangeItemRequest(item: item, title: "Hammer", quantity: try Quantity(2)))
            try await fixture.commands.changeBox(ChangeBoxRequest(box: box, title: "Tools"))
            try await fixture.commands.changeItem(ChangeItemRequest(item: item, title: "Hammer", expectedVersion: 1))
            #expect(try await fixture.history() == historyBefore)
        },
    ]

    /// Emptying a box moves every item in one write, with a history entry for each item, published at once.
    static func emptyingLargeBox(_ count: Int) -> StoreContractCase {
        StoreContractCase("emptying a box of \(count) items moves all of them in one change") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let full = try await fixture.addBox("Full")
            let destination = try await fixture.addBox("Destination")
            for index in 1...count { try await fixture.addItem("Thing \(index)", to: full) }
            let publishedBefore = await fixture.publisher.published.count
            try await fixture.commands.emptyBox(EmptyBoxRequest(box: full, into: destination))
            let published = await fixture.publisher.published
            #expect(published.count == publishedBefore + 1)
            #expect(published.last?.events.count == count)
            #expect(published.last?.events.allSatisfy { $0.kind == .itemMoved && $0.box.number == destination } == true)
            #expect(try await fixture.queries.showBox(full).box.itemCount == 0)
            let filled = try await fixture.queries.showBox(destination, PageRequest(number: 1, size: 500))
            #expect(filled.box.itemCount == count)
            #expect(filled.items.totalCount == count)
            #expect(filled.items.entries.first?.title.text == "Thing 1")
            let moves = try await fixture.queries.history(of: destination, PageRequest(size: 500)).totalCount
            #expect(moves == count + 1)
        }
    }
}
