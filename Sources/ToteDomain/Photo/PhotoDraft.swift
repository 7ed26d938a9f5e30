import Foundation

/// The bytes of one photo in one format: the photo itself, or its thumbnail.
public struct PhotoFile: Hashable, Sendable {
    public let format: PhotoFormat
    public let data: Data

    public init(format: PhotoFormat, data: Data) {
        self.format = format
        self.data = data
    }
}

/// A photo ready to be kept: checked, scrubbed, measured, with the thumbnail that came with it.
public struct PhotoDraft: Hashable, Sendable {
    public let original: PhotoFile
    public let thumbnail: PhotoFile?
    public let width: Int
    public let height: Int

    public init(original: PhotoFile, thumbnail: PhotoFile?, width: Int, height: Int) {
        self.original = original
        self.thumbnail = thumbnail
        self.width = width
        self.height = height
    }
}
