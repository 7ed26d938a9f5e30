import Foundation
import Testing
import ToteApplication
import ToteDomain

@testable import TotePostgres

@Suite("What an import into PostgreSQL answers without asking the database")
struct ImportKeysTests {
    @Test("into an inventory that held nothing, only what the import stored may be found")
    func emptyInventory() throws {
        let keys = ImportKeys(storedBoxes: false, keyedItems: [:])
        let shed = try Self.box("Shed", at: "Garden")
        #expect(!keys.mayHoldBox(keyed: "path:Garden / Shed"))
        #expect(!keys.mayHoldBox(titled: shed.title, at: shed.location))
        keys.stored(shed, keyed: "path:Garden / Shed")
        #expect(keys.mayHoldBox(keyed: "path:Garden / Shed"))
        #expect(keys.mayHoldBox(titled: shed.title, at: shed.location))
        #expect(!keys.mayHoldBox(titled: shed.title, at: nil))
        #expect(!keys.mayHoldBox(titled: try Title("Barn"), at: shed.location))
        #expect(!keys.mayHoldItem(keyed: "ref:A1"))
        keys.stored(itemKeyed: "ref:A1")
        #expect(keys.mayHoldItem(keyed: "ref:A1"))
        #expect(!keys.mayHoldItem(keyed: "ref:A2"))
    }

    @Test("into an inventory that held boxes, or more keyed items than were read, every lookup of those asks")
    func heldBefore() throws {
        let boxes = ImportKeys(storedBoxes: true, keyedItems: [:])
        #expect(boxes.mayHoldBox(keyed: "path:Attic"))
        #expect(boxes.mayHoldBox(titled: try Title("Attic"), at: nil))
        #expect(!boxes.mayHoldItem(keyed: "ref:A1"))
        let items = ImportKeys(storedBoxes: false, keyedItems: nil)
        #expect(items.mayHoldItem(keyed: "ref:A1"))
        #expect(items.heldItem(keyed: "ref:A1") == nil)
        #expect(!items.mayHoldBox(keyed: "path:Attic"))
    }

    @Test("the keyed items read at the start are found without asking until the import changes them")
    func keyedItemsRead() throws {
        let lamp = try Self.lamp()
        let keys = ImportKeys(storedBoxes: true, keyedItems: ["ref:L1": lamp])
        #expect(keys.heldItem(keyed: "ref:L1") == lamp)
        #expect(!keys.mayHoldItem(keyed: "ref:L1"))
        #expect(!keys.mayHoldItem(keyed: "ref:L2"))
        keys.stored(itemKeyed: "ref:L1")
        #expect(keys.heldItem(keyed: "ref:L1") == nil)
        #expect(keys.mayHoldItem(keyed: "ref:L1"))
    }

    @Test("once the inventory is emptied, nothing stored before may be found, and the sightings stay")
    func cleared() throws {
        let lamp = try Self.lamp()
        let keys = ImportKeys(storedBoxes: true, keyedItems: ["ref:L1": lamp])
        #expect(keys.sight("ref:A1", line: 2) == (count: 0, firstLine: 2))
        keys.cleared()
        #expect(keys.heldItem(keyed: "ref:L1") == nil)
        #expect(!keys.mayHoldItem(keyed: "ref:L1"))
        #expect(!keys.mayHoldBox(keyed: "path:Attic"))
        #expect(!keys.mayHoldItem(keyed: "ref:A1"))
        #expect(keys.sight("ref:A1", line: 5) == (count: 1, firstLine: 2))
        keys.stored(itemKeyed: "ref:A1")
        #expect(keys.mayHoldItem(keyed: "ref:A1"))
    }

    /// A lamp in a new box, the attic.
    private static func lamp() throws -> Item {
        try ProvisioningService(identities: FirstNumbers()).provisionItem(
            title: Title("Lamp"), quantity: .one, note: nil, in: try box("Attic", at: "Upstairs"), at: Date())
    }

    private static func box(_ title: String, at location: String) throws -> Box {
        try ProvisioningService(identities: FirstNumbers()).provisionBox(
            title: Title(title), location: Location(location), note: nil, at: Date())
    }
}

/// Identities for a box made outside any store.
private struct FirstNumbers: IdentityService {
    func nextBoxID() -> BoxID { BoxID.random() }
    func nextItemID() -> ItemID { ItemID.random() }
    func nextBoxNumber() throws -> BoxNumber { try BoxNumber(1) }
    func nextItemNumber() throws -> ItemNumber { try ItemNumber(1) }
}
