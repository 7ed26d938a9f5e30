import Foundation

/// The photos a box or item already has, as far as adding more needs to know: how many, and whether one is the
/// cover. Adding decides the new photos' identities and which of them, if any, becomes the cover.
public struct PhotoShelf: Sendable {
    public let subject: PhotoSubject
    public let count: Int
    public let hasCover: Bool

    public init(subject: PhotoSubject, count: Int, hasCover: Bool) {
        self.subject = subject
        self.count = count
        self.hasCover = hasCover
    }

    /// The photos `drafts` become on this shelf, the first the cover when there is none yet; refused with
    /// ``InventoryError/tooManyPhotos(_:limit:)`` when they would be more than ``Photo/maximumPerSubject``.
    public func place(_ drafts: [PhotoDraft], at now: Date) throws(InventoryError) -> [Photo] {
        guard count + drafts.count <= Photo.maximumPerSubject else {
            throw .tooManyPhotos(subject, limit: Photo.maximumPerSubject)
        }
        return drafts.enumerated().map { index, draft in
            Photo(
                id: .random(), subject: subject, format: draft.original.format, width: draft.width,
                height: draft.height, byteCount: draft.original.data.count,
                thumbnailByteCount: draft.thumbnail?.data.count, isCover: !hasCover && index == 0, addedAt: now)
        }
    }
}
