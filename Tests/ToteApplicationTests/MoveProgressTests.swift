import Testing
import ToteApplication
import ToteDomain

@Suite("How far a move has come")
struct MoveProgressTests {
    @Test("boxes that got as far as a status or further count as done, stored boxes are no part of the move")
    func counts() async throws {
        let inventory = try await TestInventory()
        let statuses: [PackingStatus] = [.packing, .sealed, .loaded, .arrived, .unpacked, .stored, .packing, .sealed]
        for (index, status) in statuses.enumerated() {
            let box = try await inventory.addBox("Box \(index + 1)")
            try await inventory.commands.changeBoxes(ChangeBoxesRequest(boxes: [box], change: .status(status.rawValue)))
        }
        let loaded = try await inventory.queries.moveProgress(toward: .loaded, showing: 3)
        #expect(loaded.done == 3)
        #expect(loaded.total == 7)
        #expect(loaded.toGo == 4)
        #expect(loaded.missing.map(\.number.value) == [1, 2, 7])
        let arrived = try await inventory.queries.moveProgress(toward: .arrived)
        #expect((arrived.done, arrived.total) == (2, 7))
        #expect(arrived.missing.map(\.number.value) == [1, 2, 3, 7, 8])
        let sealed = try await inventory.queries.moveProgress(toward: .sealed)
        #expect((sealed.done, sealed.total) == (5, 7))
        #expect(MoveProgress.reached(.sealed) == [.sealed, .loaded, .arrived, .unpacked])
        #expect(MoveProgress.behind(.sealed) == [.packing])
    }
}
