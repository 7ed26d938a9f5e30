import ToteDomain

/// ``PhotoRepository`` over a ``StoreStateContainer``: each method is one write of the container.
struct StatePhotoRepository<Container: StoreStateContainer>: PhotoRepository {
    let container: Container
    let inventory: InventoryID

    func add(
        _ drafts: [PhotoDraft], to subject: PhotoSubject, _ place: @Sendable (PhotoShelf) throws -> [Photo]
    ) async throws -> [Photo] {
        try await container.write { [inventory] in try $0.addPhotos(drafts, to: subject, in: inventory, place) }
    }

    func remove(_ id: PhotoID) async throws -> Photo {
        try await container.write { [inventory] in try $0.removePhoto(id, in: inventory) }
    }

    func makeCover(_ id: PhotoID) async throws -> Photo {
        try await container.write { [inventory] in try $0.makeCover(id, in: inventory) }
    }
}
