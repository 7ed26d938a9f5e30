/// The kinds of picture Tote keeps, each decided from a file's bytes, never from its name or declared type.
public enum PhotoFormat: String, Sendable, Codable, CaseIterable {
    case jpeg
    case png
    case webp

    /// The media type a photo is served with.
    public var mediaType: String {
        switch self {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        case .webp: "image/webp"
        }
    }

    /// The extension of a file saved under this format.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .webp: "webp"
        }
    }

    /// The name people know the format by.
    public var name: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .webp: "WebP"
        }
    }
}
