import ToteDomain

extension InventoryCommandService {
    public func addPhotos(_ request: AddPhotosRequest) async throws -> [Photo] {
        try authorize()
        let now = clock.now()
        return try await photos.add(request.drafts, to: request.subject) { shelf in
            try shelf.place(request.drafts, at: now)
        }
    }

    public func removePhoto(_ photo: PhotoID) async throws -> Photo {
        try authorize()
        return try await photos.remove(photo)
    }

    public func makeCover(_ photo: PhotoID) async throws -> Photo {
        try authorize()
        return try await photos.makeCover(photo)
    }
}
