import ToteDomain

/// Reads the photos of one inventory's boxes and items that are there (not those of a removed box or item).
public protocol PhotoReadModel: Sendable {
    /// The photos of `subject` in the order they were added; nil when the box or item is not there.
    func photos(of subject: PhotoSubject) async throws -> [Photo]?

    /// One photo, nil when there is none with that handle.
    func photo(_ id: PhotoID) async throws -> Photo?

    /// A photo's bytes, or its thumbnail's (the photo's own when it has none); nil when there is no such photo.
    func file(of id: PhotoID, thumbnail: Bool) async throws -> PhotoFile?

    /// The cover of each of `subjects` that has photos.
    func covers(of subjects: [PhotoSubject]) async throws -> [PhotoSubject: Photo]
}
