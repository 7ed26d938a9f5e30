import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    /// Real concurrent writers: changes that touch different data never conflict, and no number is wasted.
    static let concurrencyCases: [StoreContractCase] = [
        StoreContractCase("concurrent adds to one box all take effect, without conflict or lost numbers") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Busy")
            let numbers = try await withThrowingTaskGroup(of: ItemNumber.self) { group in
                for index in 1...40 {
                    group.addTask { try await fixture.addItem("Thing \(index)", to: box) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(Set(numbers.map(\.value)) == Set(1...40))
            #expect(try await fixture.items(in: box).count == 40)
            #expect(try await fixture.history(of: box).count == 41)
        },
        StoreContractCase("a box rename, item edits and moves of different items at once never conflict") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let source = try await fixture.addBox("Source")
            let destination = try await fixture.addBox("Destination")
            var added: [ItemNumber] = []
            for index in 1...6 { added.append(try await fixture.addItem("Thing \(index)", to: source)) }
            let items = added
            let commands = fixture.commands
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await commands.changeBox(ChangeBoxRequest(box: source, title: "Renamed")) }
                group.addTask { try await commands.changeItem(ChangeItemRequest(item: items[0], title: "Edited")) }
                group.addTask {
                    try await commands.changeItem(ChangeItemRequest(item: items[1], quantity: try Quantity(7)))
                }
                for item in items[2...] {
                    group.addTask { try await commands.changeItem(ChangeItemRequest(item: item, box: destination)) }
                }
                try await group.waitForAll()
            }
            let stayed = try await fixture.items(in: source)
            #expect(stayed.map(\.title.text) == ["Edited", "Thing 2"])
            #expect(stayed.map(\.quantity.value) == [1, 7])
            #expect(stayed.allSatisfy { $0.box.title.text == "Renamed" })
            #expect(try await fixture.items(in: destination).map(\.number) == Array(items[2...]))
        },
        StoreContractCase("adds to a box while it is renamed again and again: each add names the box as it was then") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Name 0")
            let commands = fixture.commands
            let numbers = try await withThrowingTaskGroup(of: ItemNumber?.self) { group in
                group.addTask {
                    for name in 1...20 {
                        try await commands.changeBox(ChangeBoxRequest(box: box, title: "Name \(name)"))
                    }
                    return nil
                }
                for index in 1...40 { group.addTask { try await fixture.addItem("Thing \(index)", to: box) } }
                return try await group.reduce(into: []) { numbers, number in number.map { numbers.append($0) } }
            }
            #expect(Set(numbers.map(\.value)) == Set(1...40))
            // Oldest first: every event names the box by the title its latest rename before it gave.
            let history = try await fixture.history(of: box).sorted { $0.sequence < $1.sequence }
            var title = "Name 0"
            for entry in history {
                if case .boxRenamed(_, let to) = entry.event.change { title = to.text }
                #expect(entry.event.box.title.text == title, "event \(entry.sequence)")
            }
            #expect(history.count == 61)
        },
    ]
}
