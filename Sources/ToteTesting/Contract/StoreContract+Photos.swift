import Foundation
import Synchronization
import Testing
import ToteApplication
import ToteDomain

extension StoreContract {
    static let photoCases: [StoreContractCase] = [
        StoreContractCase("photos of a box and an item are kept with their bytes, the first the cover") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Kitchen")
            let kettle = try await fixture.addItem("Kettle", to: box)
            let added = try await fixture.addPhotos(["a", "b", "c"], to: .box(box), thumbnails: true)
            #expect(added.map(\.isCover) == [true, false, false])
            let listed = try await fixture.queries.photos(of: .box(box))
            #expect(listed.map(\.id) == added.map(\.id) && listed.map(\.isCover) == [true, false, false])
            #expect(listed.allSatisfy { $0.subject == .box(box) && $0.byteCount == 1 && $0.thumbnailByteCount == 2 })
            let itemPhoto = try await fixture.addPhotos(["k"], to: .item(kettle), thumbnails: false)[0]
            #expect(itemPhoto.isCover && itemPhoto.thumbnailByteCount == nil)
            #expect(try await fixture.queries.photos(of: .item(kettle)).map(\.id) == [itemPhoto.id])
            let second = try await fixture.queries.photoContents(added[1].id, thumbnail: false)
            #expect(second.file == PhotoFile(format: .png, data: Data("b".utf8)) && second.photo.id == added[1].id)
            let small = try await fixture.queries.photoContents(added[1].id, thumbnail: true).file
            #expect(small == PhotoFile(format: .webp, data: Data("bb".utf8)))
            let itemSmall = try await fixture.queries.photoContents(itemPhoto.id, thumbnail: true).file
            #expect(itemSmall.data == Data("k".utf8), "a photo without a thumbnail stands for its own")
            let covers = try await fixture.queries.covers(of: [.box(box), .item(kettle), .box(try BoxNumber(99))])
            #expect(covers.mapValues(\.id) == [.box(box): added[0].id, .item(kettle): itemPhoto.id])
        },
        StoreContractCase("removing the cover makes the photo added next the cover; any photo can be made the cover") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Books")
            let photos = try await fixture.addPhotos(["a", "b", "c"], to: .box(box), thumbnails: false)
            try await fixture.commands.makeCover(photos[2].id)
            #expect(try await fixture.queries.photos(of: .box(box)).map(\.isCover) == [false, false, true])
            let removed = try await fixture.commands.removePhoto(photos[2].id)
            #expect(removed.id == photos[2].id && removed.isCover)
            #expect(try await fixture.queries.photos(of: .box(box)).map(\.isCover) == [true, false])
            try await fixture.commands.removePhoto(photos[1].id)
            #expect(try await fixture.queries.photos(of: .box(box)).map(\.id) == [photos[0].id])
            await #expect(throws: InventoryError.photoNotFound) { try await fixture.commands.removePhoto(photos[1].id) }
            await #expect(throws: InventoryError.photoNotFound) {
                try await fixture.queries.photoContents(photos[1].id, thumbnail: false)
            }
            await #expect(throws: InventoryError.photoNotFound) { try await fixture.commands.makeCover(.random()) }
        },
        StoreContractCase("more photos than a box may have, or photos of what is not there, add none") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Garage")
            try await fixture.addPhotos((1...40).map(String.init), to: .box(box), thumbnails: false)
            await #expect(throws: InventoryError.tooManyPhotos(.box(box), limit: Photo.maximumPerSubject)) {
                try await fixture.addPhotos((1...11).map(String.init), to: .box(box), thumbnails: false)
            }
            #expect(try await fixture.queries.photos(of: .box(box)).count == 40)
            try await fixture.addPhotos((1...10).map(String.init), to: .box(box), thumbnails: false)
            #expect(try await fixture.queries.photos(of: .box(box)).count == 50)
            let missingBox = try BoxNumber(7)
            let missingItem = try ItemNumber(7)
            await #expect(throws: InventoryError.boxNotFound(missingBox)) {
                try await fixture.addPhotos(["x"], to: .box(missingBox), thumbnails: false)
            }
            await #expect(throws: InventoryError.itemNotFound(missingItem)) {
                try await fixture.addPhotos(["x"], to: .item(missingItem), thumbnails: false)
            }
            await #expect(throws: InventoryError.itemNotFound(missingItem)) {
                try await fixture.queries.photos(of: .item(missingItem))
            }
        },
        StoreContractCase("photos go with a removed box or item, come back with the undo, and follow a moved item") {
            makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Hall")
            let other = try await fixture.addBox("Attic")
            let lamp = try await fixture.addItem("Lamp", to: box)
            let boxPhoto = try await fixture.addPhotos(["h"], to: .box(box), thumbnails: false)[0]
            let lampPhoto = try await fixture.addPhotos(["l"], to: .item(lamp), thumbnails: false)[0]
            let removal = try await fixture.commands.removeBox(RemoveBoxRequest(box: box, force: true))
            await #expect(throws: InventoryError.photoNotFound) {
                try await fixture.queries.photoContents(boxPhoto.id, thumbnail: false)
            }
            #expect(try await fixture.queries.covers(of: [.box(box), .item(lamp)]).isEmpty)
            try await fixture.commands.restore(RestoreRequest(removal: removal.removal))
            #expect(try await fixture.queries.photos(of: .box(box)).map(\.id) == [boxPhoto.id])
            #expect(try await fixture.queries.photoContents(lampPhoto.id, thumbnail: false).file.data == Data("l".utf8))
            try await fixture.commands.changeItems(ChangeItemsRequest(items: [lamp], box: other, seenIn: box))
            #expect(try await fixture.queries.photos(of: .item(lamp)).map(\.id) == [lampPhoto.id])
        },
        StoreContractCase(
            "photos go into another store with a whole inventory, bytes, cover and order; a removed one's not"
        ) {
            makeStore in
            let source = try await ContractFixture.make(makeStore)
            let hall = try await source.addBox("Hall")
            let lamp = try await source.addItem("Lamp", to: hall)
            let gone = try await source.addItem("Gone", to: hall)
            let boxPhotos = try await source.addPhotos(["a", "b"], to: .box(hall), thumbnails: true)
            try await source.commands.makeCover(boxPhotos[1].id)
            let lampPhoto = try await source.addPhotos(["l"], to: .item(lamp), thumbnails: false)[0]
            try await source.addPhotos(["g"], to: .item(gone), thumbnails: false)
            try await source.commands.removeItem(RemoveItemRequest(item: gone))
            let parts = Mutex<[KeptPart]>([])
            _ = try await source.queries.exportInventory { part in parts.withLock { $0.append(part) } }.value()
            let exported = parts.withLock { $0 }
            guard case .start(let counts) = exported.first else { throw ImportError("no header") }
            #expect(counts.photos == 3)

            let target = try await ContractFixture.make(makeStore)
            let report = try await target.commands.importInventory(
                ListedRecords(exported), replace: false, dryRun: false
            )
            .value()
            #expect(report.photosAdded == 3)
            let copied = try await target.queries.photos(of: .box(hall))
            #expect(copied.map(\.id) == boxPhotos.map(\.id) && copied.map(\.isCover) == [false, true])
            for photo in boxPhotos + [lampPhoto] {
                for thumbnail in [false, true] {
                    let before = try await source.queries.photoContents(photo.id, thumbnail: thumbnail)
                    let after = try await target.queries.photoContents(photo.id, thumbnail: thumbnail)
                    #expect(after.file == before.file && after.photo == before.photo)
                }
            }
        },
        StoreContractCase("people adding photos to one box at once all land, with exactly one cover") { makeStore in
            let fixture = try await ContractFixture.make(makeStore)
            let box = try await fixture.addBox("Shared")
            try await withThrowingTaskGroup(of: Void.self) { group in
                for person in 0..<12 {
                    group.addTask { try await fixture.addPhotos(["\(person)"], to: .box(box), thumbnails: false) }
                }
                try await group.waitForAll()
            }
            let photos = try await fixture.queries.photos(of: .box(box))
            #expect(photos.count == 12 && photos.filter(\.isCover).count == 1)
        },
    ]
}

extension ContractFixture {
    /// Adds a photo for each text: its bytes are the text (a PNG), its thumbnail's the text twice (a WebP).
    @discardableResult
    func addPhotos(_ texts: [String], to subject: PhotoSubject, thumbnails: Bool) async throws -> [Photo] {
        let drafts = texts.map { text in
            PhotoDraft(
                original: PhotoFile(format: .png, data: Data(text.utf8)),
                thumbnail: thumbnails ? PhotoFile(format: .webp, data: Data((text + text).utf8)) : nil, width: 40,
                height: 30)
        }
        return try await commands.addPhotos(AddPhotosRequest(subject: subject, drafts: drafts))
    }
}
