import Testing
import ToteDomain

@Suite("InventoryError messages")
struct InventoryErrorTests {
    @Test("each error explains itself")
    func describes() throws {
        let box = try BoxNumber(12)
        let item = try ItemNumber(40)

        #expect(InventoryError.boxNotFound(box).description == "there is no box #12")
        #expect(InventoryError.itemNotFound(item).description == "there is no item #40")
        #expect(InventoryError.emptyingIntoItself(box).description == "box #12 cannot be emptied into itself")
        #expect(
            InventoryError.itemChanged(item, version: 3, now: "“Kettle” × 2").description
                == "item #40 was changed by someone else in the meantime (it is now at version 3: “Kettle” × 2); "
                + "nothing was changed, look at it again and redo your change")
        #expect(
            InventoryError.boxChanged(box, version: 2, now: "“Books”, no location").description.hasPrefix(
                "box #12 was changed by someone else in the meantime (it is now at version 2: “Books”, no location)"))
    }

    @Test("a box that is not empty says how many items it holds, in singular or plural")
    func boxNotEmpty() throws {
        let box = try BoxNumber(3)

        #expect(
            InventoryError.boxNotEmpty(box, itemCount: 1).description
                == "box #3 still holds 1 item; move them out first, or remove the box together with its items")
        #expect(
            InventoryError.boxNotEmpty(box, itemCount: 2).description
                == "box #3 still holds 2 items; move them out first, or remove the box together with its items")
    }
}
