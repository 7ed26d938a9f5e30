import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@Suite("Several stores writing one file")
struct SQLiteStoreConcurrencyTests {
    @Test func twoStoresAddingToTheSameBoxKeepEveryItemWithItsOwnNumber() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let first = try await StoreDriver.open(at: path)
            let second = try await StoreDriver.open(at: path)
            let box = try await first.addBox("Shared", items: [])
            // When
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (name, driver) in [("first", first), ("second", second)] {
                    group.addTask {
                        for index in 1...500 {
                            try await driver.addItem("\(name) \(index)", to: box)
                        }
                    }
                }
                try await group.waitForAll()
            }
            // Then
            let inspector = DatabaseInspector(path: path)
            #expect(try await second.useCases.queries.showBox(box).box.itemCount == 1_000)
            #expect(try await inspector.scalar("SELECT count(DISTINCT number) FROM item") as Int == 1_000)
            #expect(try await inspector.scalar("SELECT max(number) FROM item") as Int == 1_000)
            #expect(try await inspector.scalar("PRAGMA integrity_check") as String == "ok")
            #expect(try await inspector.count("event") == 1_001)
        }
    }

    @Test func numbersReservedByTwoStoresAreSequentialAndNeverShared() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let first = try await StoreDriver.open(at: path)
            let second = try await StoreDriver.open(at: path)
            // When
            let numbers = try await withThrowingTaskGroup(of: [Int].self) { group in
                for driver in [first, second] {
                    group.addTask {
                        var reserved: [Int] = []
                        for index in 1...100 {
                            reserved.append(try await driver.addBox("Box \(index)", items: []).value)
                        }
                        return reserved
                    }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }
            // Then
            #expect(numbers.sorted() == Array(1...200))
            #expect(try await first.addBox("Next", items: []).value == 201)
        }
    }
}
