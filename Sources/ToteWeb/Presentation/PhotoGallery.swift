import ToteDomain
import ToteHTTP
import TotePresentation

/// The photos of a box or item as its page shows them: thumbnails that open the photo, the cover marked, and for
/// those who may change them, the forms that add, make the cover and remove.
struct PhotoGallery: Sendable, Equatable {
    struct Tile: Sendable, Equatable {
        let id: String
        let href: String
        let thumbnail: String
        let alt: String
        let facts: String
        let isCover: Bool
    }

    let tiles: [Tile]
    let hasTiles: Bool
    let emptyText: String?
    let canChange: Bool
    /// Where the forms post: `…/photos`, `…/photos/cover`, `…/photos/remove`.
    let action: String
    let error: String?

    /// `base` is the page of the box or item; `error` the message of the last refused photo change; `paths` where
    /// the photos are, a member's or a share link's.
    init(
        _ photos: [Photo], of subject: PhotoSubject, base: String, canChange: Bool, error: String?,
        paths: PagePaths = .member
    ) {
        tiles = photos.enumerated().map { index, photo in
            Tile(
                id: photo.id.description, href: paths.photo(photo.id, thumbnail: false),
                thumbnail: paths.photo(photo.id, thumbnail: true),
                alt: "Photo \(index + 1) of \(photos.count) of \(subject)", facts: PhotoSentence.facts(of: photo),
                isCover: photo.isCover)
        }
        hasTiles = !photos.isEmpty
        emptyText =
            photos.isEmpty
            ? (canChange ? "No photos yet. Take one of what goes in before you close it." : "No photos yet.") : nil
        self.canChange = canChange
        action = base + "/photos"
        self.error = error
    }
}
