import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    static let concurrencyCases: [StoreContractCase] = [
        StoreContractCase("saving a stale copy is refused and changes nothing") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let number = try await fixture.addBox("Original")
            var first = try await fixture.load(number)
            var stale = try await fixture.load(number)
            first.rename(to: try Title("First"), at: .now)
            stale.rename(to: try Title("Stale"), at: .now)
            try await fixture.ports.boxes.save([first])
            let historyBefore = try await fixture.history()
            await #expect(throws: InventoryError.concurrentChange) { try await fixture.ports.boxes.save([stale]) }
            #expect(try await fixture.load(number).title.text == "First")
            #expect(try await fixture.history() == historyBefore)
        },
        StoreContractCase("a save of several boxes stores all of them or none") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let fresh = try await fixture.addBox("Fresh")
            let contested = try await fixture.addBox("Contested")
            var freshCopy = try await fixture.load(fresh)
            var staleCopy = try await fixture.load(contested)
            var winner = try await fixture.load(contested)
            winner.rename(to: try Title("Winner"), at: .now)
            try await fixture.ports.boxes.save([winner])
            freshCopy.rename(to: try Title("Changed"), at: .now)
            staleCopy.rename(to: try Title("Loser"), at: .now)
            let historyBefore = try await fixture.history()
            await #expect(throws: InventoryError.concurrentChange) {
                try await fixture.ports.boxes.save([freshCopy, staleCopy])
            }
            #expect(try await fixture.load(fresh).title.text == "Fresh")
            #expect(try await fixture.load(contested).title.text == "Winner")
            #expect(try await fixture.history() == historyBefore)
        },
        StoreContractCase("removing a stale copy is refused and keeps the box") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let number = try await fixture.addBox("Keep me")
            var stale = try await fixture.load(number)
            var changed = try await fixture.load(number)
            changed.relocate(to: try Location("Cellar"), at: .now)
            try await fixture.ports.boxes.save([changed])
            try stale.retire(force: false, at: .now)
            await #expect(throws: InventoryError.concurrentChange) { try await fixture.ports.boxes.remove(stale) }
            #expect(try await fixture.load(number).location?.text == "Cellar")
        },
        StoreContractCase("concurrent commands on one box all take effect") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Busy")
            try await withThrowingTaskGroup(of: ItemNumber.self) { group in
                for index in 1...20 {
                    group.addTask { try await fixture.addItem("Thing \(index)", to: box) }
                }
                try await group.waitForAll()
            }
            let items = try await fixture.load(box).items
            #expect(items.count == 20)
            #expect(Set(items.map(\.number)).count == 20)
            #expect(try await fixture.history(of: box).count == 21)
        },
    ]
}
