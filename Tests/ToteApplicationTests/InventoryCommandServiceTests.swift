import Testing
import ToteDomain

@testable import ToteApplication

@Suite("Retrying after a concurrent change")
struct InventoryCommandServiceTests {
    struct StorageFailure: Error, Equatable {}

    @Test("a command whose save conflicts a few times is tried again and succeeds", arguments: [1, 3, 10])
    func retriesConflicts(conflicts: Int) async throws {
        // Given a repository that reports a concurrent change `conflicts` times
        var spy: ConflictingBoxRepository?
        let inventory = try await TestInventory { boxes in
            let conflicting = ConflictingBoxRepository(wrapping: boxes, conflicts: conflicts)
            spy = conflicting
            return conflicting
        }
        let repository = try #require(spy)
        let box = try await inventory.addBox("Kitchen")

        // When
        try await inventory.commands.renameBox(RenameBoxRequest(box: box, title: "Pantry"))

        // Then
        #expect(await repository.writeAttempts == conflicts + 1)
        #expect(try await inventory.queries.showBox(box).box.title.text == "Pantry")
        #expect(await inventory.published(after: 1).map(\.kind) == [.boxRenamed])
        #expect(try await inventory.snapshot().history.totalCount == 2)
    }

    @Test("a move between two boxes is retried as a whole")
    func retriesMoves() async throws {
        var spy: ConflictingBoxRepository?
        let inventory = try await TestInventory { boxes in
            let conflicting = ConflictingBoxRepository(wrapping: boxes, conflicts: 2)
            spy = conflicting
            return conflicting
        }
        let repository = try #require(spy)
        let garage = try await inventory.addBox("Garage")
        let kitchen = try await inventory.addBox("Kitchen")
        let item = try await inventory.addItem(to: garage)
        let attemptsBefore = await repository.writeAttempts

        try await inventory.commands.moveItem(MoveItemRequest(item: item, into: kitchen))

        #expect(await repository.writeAttempts == attemptsBefore + 1)
        #expect(try await inventory.queries.showItem(item).box.number == kitchen)
        #expect(await inventory.published(after: 3).map(\.kind) == [.itemMoved])
    }

    @Test("a command that always conflicts gives up after the configured attempts, changing and publishing nothing")
    func givesUp() async throws {
        var spy: ConflictingBoxRepository?
        let inventory = try await TestInventory { boxes in
            let conflicting = ConflictingBoxRepository(wrapping: boxes, conflicts: .max)
            spy = conflicting
            return conflicting
        }
        let repository = try #require(spy)
        let box = try await inventory.addBox("Kitchen")

        try await inventory.expectRefusal(InventoryError.concurrentChange) {
            try await $0.removeBox(RemoveBoxRequest(box: box))
        }

        #expect(InventoryCommandService.attempts > 1)
        #expect(await repository.writeAttempts == InventoryCommandService.attempts)
    }

    @Test("any other storage failure is passed on at once, without trying again")
    func doesNotRetryOtherFailures() async throws {
        var spy: ConflictingBoxRepository?
        let inventory = try await TestInventory { boxes in
            let failing = ConflictingBoxRepository(wrapping: boxes, conflicts: .max, failure: StorageFailure())
            spy = failing
            return failing
        }
        let repository = try #require(spy)
        let box = try await inventory.addBox("Kitchen")

        try await inventory.expectRefusal(StorageFailure()) {
            try await $0.renameBox(RenameBoxRequest(box: box, title: "Pantry"))
        }

        #expect(await repository.writeAttempts == 1)
    }

    @Test("many people adding items to the same box at once all succeed")
    func realConflicts() async throws {
        let inventory = try await TestInventory()
        let box = try await inventory.addBox()

        try await withThrowingTaskGroup(of: ItemNumber.self) { group in
            for index in 1...20 {
                group.addTask { try await inventory.addItem("Item \(index)", to: box) }
            }
            try await group.waitForAll()
        }

        #expect(try await inventory.queries.showBox(box).items.map(\.number.value) == Array(1...20))
        #expect(await inventory.published(after: 1).count == 20)
        #expect(try await inventory.snapshot().history.totalCount == 21)
    }
}
