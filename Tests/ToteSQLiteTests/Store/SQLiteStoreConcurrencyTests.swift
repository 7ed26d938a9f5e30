import Testing
import ToteApplication
import ToteDomain

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
            let items = try #require(try await second.ports.boxes.box(numbered: box)).items
            #expect(items.count == 1_000)
            #expect(Set(items.map(\.number)).count == 1_000)
            #expect(items.map(\.number.value) == Array(1...1_000))
            let inspector = DatabaseInspector(path: path)
            #expect(try await inspector.scalar("PRAGMA integrity_check") as String == "ok")
            #expect(try await inspector.count("event") == 1_001)
        }
    }

    @Test func numbersReservedByTwoStoresAreSequentialAndNeverShared() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let first = try await StoreDriver.open(at: path).ports.identities
            let second = try await StoreDriver.open(at: path).ports.identities
            // When
            let numbers = try await withThrowingTaskGroup(of: [Int].self) { group in
                for identities in [first, second] {
                    group.addTask {
                        var reserved: [Int] = []
                        for _ in 1...100 { reserved.append(try await identities.nextBoxNumber().value) }
                        return reserved
                    }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }
            // Then
            #expect(numbers.sorted() == Array(1...200))
            #expect(try await first.nextBoxNumber().value == 201)
            #expect(first.nextBoxID() != second.nextBoxID())
        }
    }
}
