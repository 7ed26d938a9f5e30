import Foundation

/// A picture of a box's contents or of an item, as kept: its bytes scrubbed of where and with what it was taken.
/// A box or item has several; the cover is the one lists show.
public struct Photo: Hashable, Sendable {
    /// How many photos one box or item may have.
    public static let maximumPerSubject = 50

    public let id: PhotoID
    public let subject: PhotoSubject
    public let format: PhotoFormat
    public let width: Int
    public let height: Int
    /// The size of the photo's bytes.
    public let byteCount: Int
    /// The size of its thumbnail's bytes, or nil when it has none and the photo stands for its thumbnail.
    public let thumbnailByteCount: Int?
    public internal(set) var isCover: Bool
    public let addedAt: Date

    public init(
        id: PhotoID, subject: PhotoSubject, format: PhotoFormat, width: Int, height: Int, byteCount: Int,
        thumbnailByteCount: Int?, isCover: Bool, addedAt: Date
    ) {
        self.id = id
        self.subject = subject
        self.format = format
        self.width = width
        self.height = height
        self.byteCount = byteCount
        self.thumbnailByteCount = thumbnailByteCount
        self.isCover = isCover
        self.addedAt = addedAt
    }
}

public typealias PhotoID = EntityID<Photo>
