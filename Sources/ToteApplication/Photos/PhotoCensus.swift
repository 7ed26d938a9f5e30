/// How many photos a whole store keeps, of every inventory, and how many bytes they take with their thumbnails.
public struct PhotoCount: Sendable, Equatable {
    public let photos: Int
    public let bytes: Int

    public init(photos: Int, bytes: Int) {
        self.photos = photos
        self.bytes = bytes
    }
}

/// Counts the photos of a whole store, for the server's metrics.
public protocol PhotoCensus: Sendable {
    func photoCount() async throws -> PhotoCount
}
