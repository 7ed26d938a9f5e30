import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@Suite("What a share link shows")
struct SharedInventoryTests {
    private func numbers(_ shared: SharedInventory) async throws -> [Int] {
        try await shared.boxes(.all(.first)).page.entries.map(\.number.value)
    }

    @Test("a link shows the boxes of its scope, a room's in any case of its letters")
    func boxes() async throws {
        let fixture = try await SharingFixture()
        #expect(try await numbers(fixture.shared(ShareLinkRequest())) == [1, 2, 3, 4])
        let kitchen = try await fixture.shared(ShareLinkRequest(room: "kitchen"))
        #expect(try await numbers(kitchen) == [1, 2])
        var study = BoxListing.all(.first)
        try study.narrow(room: "Study", status: nil, mark: nil)
        #expect(try await kitchen.boxes(study).page.entries == [])
        let some = try await fixture.shared(ShareLinkRequest(boxes: "4 2"))
        #expect(try await numbers(some) == [2, 4])
        #expect(
            try await some.boxes(BoxListing(page: .first, numbers: [try BoxNumber(1), try BoxNumber(2)])).page.entries
                .map(\.number.value) == [2])
        let covers = try await kitchen.boxes(.all(.first)).covers
        #expect(covers == [.box(try BoxNumber(1)): fixture.photos.pans])
    }

    @Test("a box, item photo or box photo outside the scope is as if it were not there")
    func outside() async throws {
        let fixture = try await SharingFixture()
        let kitchen = try await fixture.shared(ShareLinkRequest(room: "Kitchen"))
        let pans = try await kitchen.box(try BoxNumber(1), .first)
        #expect(pans.detail.items.entries.map(\.title.text) == ["Kettle"])
        #expect(pans.photos == [fixture.photos.pans])
        #expect(pans.covers.values.map(\.id) == [fixture.photos.kettle.id])
        for number in [3, 4, 99] {
            await #expect(throws: InventoryError.boxNotFound(try BoxNumber(number))) {
                _ = try await kitchen.box(try BoxNumber(number), .first)
            }
        }
        #expect(try await kitchen.photo(fixture.photos.kettle.id) == fixture.photos.kettle)
        #expect(
            try await kitchen.photoContents(fixture.photos.pans.id, thumbnail: false).file.data == Data("box #1".utf8))
        await #expect(throws: InventoryError.photoNotFound) { _ = try await kitchen.photo(fixture.photos.books.id) }
        await #expect(throws: InventoryError.photoNotFound) {
            _ = try await kitchen.photoContents(fixture.photos.books.id, thumbnail: false)
        }
        await #expect(throws: InventoryError.photoNotFound) { _ = try await kitchen.photo(PhotoID(UUID())) }
        let some = try await fixture.shared(ShareLinkRequest(boxes: "3"))
        await #expect(throws: InventoryError.boxNotFound(try BoxNumber(1))) {
            _ = try await some.box(try BoxNumber(1), .first)
        }
        await #expect(throws: InventoryError.photoNotFound) { _ = try await some.photo(fixture.photos.kettle.id) }
    }

    @Test("a box moved out of the shared room leaves the link's view at once; one moved in joins it")
    func roomFollowsTheBoxes() async throws {
        let fixture = try await SharingFixture()
        let kitchen = try await fixture.shared(ShareLinkRequest(room: "Kitchen"))
        _ = try await fixture.owner.commands.changeBoxes(
            ChangeBoxesRequest(boxes: [try BoxNumber(1)], change: .room("Hall")))
        _ = try await fixture.owner.commands.changeBoxes(
            ChangeBoxesRequest(boxes: [try BoxNumber(4)], change: .room("KITCHEN")))
        #expect(try await numbers(kitchen) == [2, 4])
        await #expect(throws: InventoryError.photoNotFound) { _ = try await kitchen.photo(fixture.photos.kettle.id) }
    }

    @Test("a search finds within the scope alone, by number too, and forgives a typo among what is shared")
    func search() async throws {
        let fixture = try await SharingFixture()
        func found(_ shared: SharedInventory, _ text: String) async throws -> [String] {
            try await shared.search(text, .first).results.hits.map { hit in
                switch hit {
                case .box(let box): "box \(box.number.value)"
                case .item(let item): "item \(item.number.value)"
                }
            }
        }
        let all = try await fixture.shared(ShareLinkRequest())
        let kitchen = try await fixture.shared(ShareLinkRequest(room: "Kitchen"))
        let study = try await fixture.shared(ShareLinkRequest(boxes: "3"))
        #expect(try await found(all, "kettle") == ["item 1", "item 2"])
        #expect(try await found(kitchen, "kettle") == ["item 1"])
        #expect(try await found(study, "kettle") == ["item 2"])
        #expect(try await found(kitchen, "books") == [])
        #expect(try await found(kitchen, "3") == [])
        #expect(try await found(study, "3") == ["box 3"])
        let typo = try await kitchen.search("ketle", .first)
        #expect(typo.results.typed == "ketle" && typo.results.hits.count == 1)
        #expect(try await found(kitchen, "garage") == ["box 1", "box 2"])
        let covered = try await kitchen.search("kettle", .first)
        #expect(covered.covers == [.item(try ItemNumber(1)): fixture.photos.kettle])
        await #expect(throws: ValidationError.self) { _ = try await kitchen.search("  ", .first) }
    }

    @Test("a share of a few boxes among many is read a box at a time, of many at once; either finds the same")
    func readingWays() async throws {
        let fixture = try await SharingFixture()
        let commands = fixture.owner.commands
        for box in [2, 1, 2, 1] {
            _ = try await commands.provisionItem(ProvisionItemRequest(box: try BoxNumber(box), title: "Kettle lid"))
        }
        func found(_ shared: SharedInventory) async throws -> [Int] {
            try await shared.search("kettle", .first).results.hits.compactMap { hit in
                if case .item(let item) = hit { item.number.value } else { nil }
            }
        }
        let atOnce = try await found(try await fixture.shared(ShareLinkRequest(room: "Kitchen")))
        for number in 5...24 { _ = try await commands.provisionBox(ProvisionBoxRequest(title: "Box \(number)")) }
        let boxByBox = try await found(try await fixture.shared(ShareLinkRequest(room: "Kitchen")))
        #expect(atOnce == [1, 3, 4, 5, 6] && boxByBox == atOnce)
    }

    @Test("a page learns of a change the shared boxes it concerns, and nothing of others")
    func concerned() async throws {
        let fixture = try await SharingFixture()
        let events = try await fixture.owner.queries.history(of: nil, .first).entries.map(\.event)
        let moved = try await fixture.owner.commands.changeItem(
            ChangeItemRequest(item: try ItemNumber(1), box: try BoxNumber(4)))
        let some = try await fixture.shared(ShareLinkRequest(boxes: "1 2"))
        let kitchen = try await fixture.shared(ShareLinkRequest(room: "Kitchen"))
        let all = try await fixture.shared(ShareLinkRequest())
        let move = try #require(moved.first)
        #expect(all.boxes(concernedBy: move) == [try BoxNumber(4), try BoxNumber(1)])
        #expect(some.boxes(concernedBy: move) == [try BoxNumber(1)])
        #expect(kitchen.boxes(concernedBy: move) == nil)
        let study = try #require(events.first { $0.change == .boxRoomChanged(from: nil, to: try Room("Study")) })
        #expect(kitchen.boxes(concernedBy: study) == [])
        #expect(some.boxes(concernedBy: study) == [])
        let toKitchen = try #require(events.first { $0.change == .boxRoomChanged(from: nil, to: try Room("kitchen")) })
        #expect(kitchen.boxes(concernedBy: toKitchen) == [try BoxNumber(2)])
    }
}
