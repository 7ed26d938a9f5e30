import Foundation
import Testing
import ToteDomain

@Suite("EntityID")
struct EntityIDTests {
    let uuid = UUID(uuidString: "0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D")!

    @Test("new identities are random version 4 UUIDs, each different")
    func random() {
        let ids = (0..<10_000).map { _ in BoxID.random() }

        #expect(Set(ids).count == ids.count)
        for id in ids.prefix(100) {
            let text = id.description
            #expect(Array(text)[14] == "4", "\(text) is not version 4")
            #expect("89ab".contains(Array(text)[19]), "\(text) is not of the RFC 4122 variant")
        }
    }

    @Test("prints the lower-case canonical form")
    func description() {
        #expect(BoxID(uuid).description == "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d")
    }

    @Test("writes every UUID as Foundation writes it, and lower-cased")
    func lowercasedText() {
        let edges =
            [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), uuid] + [
                UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255))
            ]
        for uuid in edges + (0..<10_000).map({ _ in UUID.random() }) {
            #expect(uuid.uppercasedText == uuid.uuidString)
            #expect(uuid.lowercasedText == uuid.uuidString.lowercased())
        }
    }

    @Test("encodes as a plain string and decodes to the same identity")
    func codable() throws {
        let id = ItemID(uuid)

        let data = try JSONEncoder().encode(id)

        #expect(String(decoding: data, as: UTF8.self) == #""0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D""#)
        #expect(try JSONDecoder().decode(ItemID.self, from: data) == id)
    }

    @Test("the local inventory has a fixed identity")
    func localInventory() {
        #expect(Inventory.localID.description == "00000000-0000-0000-0000-000000000001")
    }
}
