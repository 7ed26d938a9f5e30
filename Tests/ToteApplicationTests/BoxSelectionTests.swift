import Testing
import ToteApplication
import ToteDomain

@Suite("Box selections")
struct BoxSelectionTests {
    @Test("numbers and ranges are read from words, a field of several separated by spaces or commas, each once")
    func read() throws {
        let expected = [3, 7, 12, 13, 14]
        #expect(try (NumberSelection.numbers(["3", "7", "12-14"]) as [BoxNumber]).map(\.value) == expected)
        #expect(try (NumberSelection.numbers(["3 7  12-14"]) as [BoxNumber]).map(\.value) == expected)
        #expect(try (NumberSelection.numbers(["#3,#7, 12-14", "13 7"]) as [BoxNumber]).map(\.value) == expected)
    }

    @Test("a bulk change that names boxes but no change is refused and changes nothing")
    func nothingToChange() async throws {
        let inventory = try await TestInventory()
        let box = try await inventory.addBox("Plates")
        await #expect(throws: NothingToChangeError()) {
            try await inventory.commands.changeBoxes(ChangeBoxesRequest(boxes: [box], changes: []))
        }
        #expect(NothingToChangeError().description == "choose what to change: a room, a status or a mark")
        #expect(await inventory.published().count == 1)
    }
}
