import Testing
import ToteDomain

@testable import ToteApplication

@Suite("InventoryCommandService")
struct InventoryCommandServiceTests {
    struct StorageFailure: Error, Equatable {}

    @Test("a storage failure is passed on as it is, changing and publishing nothing")
    func passesStorageFailuresOn() async throws {
        let inventory = try await TestInventory { _ in FailingBoxRepository(failure: StorageFailure()) }
        let box = try BoxNumber(1)

        try await inventory.expectRefusal(StorageFailure()) {
            try await $0.changeBox(ChangeBoxRequest(box: box, title: "Pantry"))
        }
        try await inventory.expectRefusal(StorageFailure()) {
            _ = try await $0.provisionBox(ProvisionBoxRequest(title: "Garage"))
        }
    }

    @Test("many people adding items to the same box at once all succeed, each with the next number")
    func concurrentAdds() async throws {
        let inventory = try await TestInventory()
        let box = try await inventory.addBox()

        try await withThrowingTaskGroup(of: ItemNumber.self) { group in
            for index in 1...20 {
                group.addTask { try await inventory.addItem("Item \(index)", to: box) }
            }
            try await group.waitForAll()
        }

        #expect(try await inventory.queries.showBox(box).items.entries.map(\.number.value) == Array(1...20))
        #expect(await inventory.published(after: 1).count == 20)
        #expect(try await inventory.snapshot().history.totalCount == 21)
    }
}
