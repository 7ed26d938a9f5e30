import Testing
import ToteApplication
import ToteDomain

@Suite("Box selections")
struct BoxSelectionTests {
    @Test("numbers and ranges are read from words, a field of several separated by spaces or commas, each once")
    func read() throws {
        let expected = [3, 7, 12, 13, 14]
        #expect(try BoxSelection.numbers(["3", "7", "12-14"]).map(\.value) == expected)
        #expect(try BoxSelection.numbers(["3 7  12-14"]).map(\.value) == expected)
        #expect(try BoxSelection.numbers(["#3,#7, 12-14", "13 7"]).map(\.value) == expected)
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
