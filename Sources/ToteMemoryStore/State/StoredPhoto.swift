import Foundation
import ToteDomain

/// A photo with its bytes, showing a box or an item by identity.
struct StoredPhoto: Codable, Sendable, Equatable {
    enum Shown: Codable, Sendable, Equatable {
        case box(BoxID)
        case item(ItemID)
    }

    var id: PhotoID
    var shown: Shown
    var format: PhotoFormat
    var width: Int
    var height: Int
    var data: Data
    var thumbnailFormat: PhotoFormat?
    var thumbnailData: Data?
    var isCover: Bool
    var addedAt: Date

    init(_ photo: Photo, of shown: Shown, _ draft: PhotoDraft) {
        id = photo.id
        self.shown = shown
        format = draft.original.format
        width = photo.width
        height = photo.height
        data = draft.original.data
        thumbnailFormat = draft.thumbnail?.format
        thumbnailData = draft.thumbnail?.data
        isCover = photo.isCover
        addedAt = photo.addedAt
    }

    func photo(of subject: PhotoSubject) -> Photo {
        Photo(
            id: id, subject: subject, format: format, width: width, height: height, byteCount: data.count,
            thumbnailByteCount: thumbnailData?.count, isCover: isCover, addedAt: addedAt)
    }

    func file(thumbnail: Bool) -> PhotoFile {
        guard thumbnail, let thumbnailFormat, let thumbnailData else { return PhotoFile(format: format, data: data) }
        return PhotoFile(format: thumbnailFormat, data: thumbnailData)
    }
}
