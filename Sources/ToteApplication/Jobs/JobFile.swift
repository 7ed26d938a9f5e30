import Foundation

/// A file long work writes for a client to fetch: where it is, the name to save it under and its media type.
public struct JobFile: Sendable, Equatable {
    public let url: URL
    public let name: String
    public let mediaType: String

    public init(url: URL, name: String, mediaType: String) {
        self.url = url
        self.name = name
        self.mediaType = mediaType
    }
}
