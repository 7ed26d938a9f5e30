/// Keeps the photos of one inventory's boxes and items. A photo shows a box or item by its identity, so that it
/// goes with the box or item when that is removed and comes back when the removal is undone. Like the other
/// repositories, each method is one intent in one write transaction.
public protocol PhotoRepository: Sendable {
    /// Reads what `subject` has, lets `place` decide the photos `drafts` become, and stores them with their bytes;
    /// all of them, or none when one is refused. Throws ``InventoryError/boxNotFound(_:)`` or
    /// ``InventoryError/itemNotFound(_:)`` for a subject that is not there.
    func add(
        _ drafts: [PhotoDraft], to subject: PhotoSubject, _ place: @Sendable (PhotoShelf) throws -> [Photo]
    ) async throws -> [Photo]

    /// Deletes a photo and its bytes; when it was the cover, the photo added first among the rest becomes the
    /// cover. Returns the photo as it was; throws ``InventoryError/photoNotFound``.
    @discardableResult func remove(_ id: PhotoID) async throws -> Photo

    /// Makes a photo the cover of its box or item, in place of the one before. Throws
    /// ``InventoryError/photoNotFound``.
    @discardableResult func makeCover(_ id: PhotoID) async throws -> Photo
}
