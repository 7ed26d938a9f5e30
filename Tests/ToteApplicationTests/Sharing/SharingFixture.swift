import Foundation
import ToteApplication
import ToteDomain
import ToteMemoryStore
import ToteTesting

/// An inventory to share, in a fresh memory store: box #1 Pans and #2 Cups for the Kitchen (one written "kitchen"),
/// #3 Books for the Study, #4 Tools with no room; a kettle in #1, a kettle book in #3, and a photo of #1, of #3 and
/// of the kettle in #1.
struct SharingFixture {
    let store = InMemoryStore()
    let clock = ManualClock()
    let secrets = CountingSecretGenerator()
    let owner: InventoryUseCases
    /// The photos of box #1, of the kettle in it, and of box #3.
    let photos: (pans: Photo, kettle: Photo, books: Photo)

    init() async throws {
        owner = try await Self.useCases(store, role: .owner, clock: clock, secrets: secrets)
        let commands = owner.commands
        for title in ["Pans", "Cups", "Books", "Tools"] {
            _ = try await commands.provisionBox(ProvisionBoxRequest(title: title, location: "Garage"))
        }
        _ = try await commands.changeBoxes(ChangeBoxesRequest(boxes: [try BoxNumber(1)], change: .room("Kitchen")))
        _ = try await commands.changeBoxes(ChangeBoxesRequest(boxes: [try BoxNumber(2)], change: .room("kitchen")))
        _ = try await commands.changeBoxes(ChangeBoxesRequest(boxes: [try BoxNumber(3)], change: .room("Study")))
        let kettle = try await commands.provisionItem(ProvisionItemRequest(box: try BoxNumber(1), title: "Kettle"))
            .number
        _ = try await commands.provisionItem(ProvisionItemRequest(box: try BoxNumber(3), title: "Kettle book"))
        func photo(of subject: PhotoSubject) async throws -> Photo {
            let draft = PhotoDraft(
                original: PhotoFile(format: .png, data: Data("\(subject)".utf8)), thumbnail: nil, width: 4,
                height: 3)
            return try await commands.addPhotos(AddPhotosRequest(subject: subject, drafts: [draft]))[0]
        }
        photos = (
            try await photo(of: .box(try BoxNumber(1))), try await photo(of: .item(kettle)),
            try await photo(of: .box(try BoxNumber(3)))
        )
    }

    static func useCases(
        _ store: InMemoryStore, role: Role, clock: ManualClock, secrets: CountingSecretGenerator
    ) async throws -> InventoryUseCases {
        InventoryUseCases(
            inventory: Inventory.localID, ports: try await store.ports(for: Inventory.localID), clock: clock,
            publisher: nil, role: role, author: .commandLine, secrets: secrets)
    }

    func useCases(as role: Role) async throws -> InventoryUseCases {
        try await Self.useCases(store, role: role, clock: clock, secrets: secrets)
    }

    /// Visits through share links, with `policy`'s limits.
    func visits(_ policy: ShareVisitLimit.Policy = ShareVisitLimit.Policy()) -> ShareVisits {
        let ports = AccessPorts(store: store, hasher: InsecureTestHasher(), secrets: secrets)
        return ShareVisits(ports: ports, clock: clock, limit: ShareVisitLimit(policy: policy, clock: clock)) {
            [store] inventory in InventoryQueryService(readModel: try await store.ports(for: inventory).readModel)
        }
    }

    /// Makes a link and opens it as a visitor would.
    func shared(_ request: ShareLinkRequest) async throws -> SharedInventory {
        let new = try await owner.shares.makeShareLink(request)
        return try await visits().open(new.token, from: "192.0.2.1")
    }
}
