import ToteDomain

extension InventoryQueryService {
    public func photos(of subject: PhotoSubject) async throws -> [Photo] {
        guard let photos = try await readModel.photos(of: subject) else { throw subject.missing }
        return photos
    }

    public func photo(_ id: PhotoID) async throws -> Photo {
        guard let photo = try await readModel.photo(id) else { throw InventoryError.photoNotFound }
        return photo
    }

    public func photoContents(_ id: PhotoID, thumbnail: Bool) async throws -> PhotoContents {
        guard let photo = try await readModel.photo(id),
            let file = try await readModel.file(of: id, thumbnail: thumbnail)
        else { throw InventoryError.photoNotFound }
        return PhotoContents(photo: photo, file: file)
    }

    public func covers(of subjects: [PhotoSubject]) async throws -> [PhotoSubject: Photo] {
        subjects.isEmpty ? [:] : try await readModel.covers(of: subjects)
    }
}
