import Foundation
import ToteDomain

/// Turns the bytes of a chosen file into a photo Tote keeps. The format is decided by the bytes alone; the file is
/// then rebuilt from the parts its picture needs, so that nothing else it carried (a place, a camera's serial
/// number, a script hidden after the picture) is kept or served.
public enum PhotoScrubber {
    /// The most bytes a photo may have (15 MB).
    public static let maximumBytes = 15 * 1_048_576
    /// The most pixels a photo may have: enough for any phone's camera, too few for a picture made to exhaust the
    /// memory of whoever shows it.
    public static let maximumPixels = 50_000_000
    /// The longest side a thumbnail may have.
    public static let maximumThumbnailSide = 1_024

    /// The photo `original` holds, with the thumbnail that came with it, checked and scrubbed as the photo is; for a
    /// large JPEG that came without one, a thumbnail made from it (``PhotoThumbnail``). Throws ``PhotoRefusal``.
    public static func draft(original: Data, thumbnail: Data?) throws(PhotoRefusal) -> PhotoDraft {
        let photo = try scrub(original)
        let small = try thumbnail.map { data throws(PhotoRefusal) in try scrub(data) }
        if let small, max(small.width, small.height) > maximumThumbnailSide {
            throw .thumbnailTooLarge(width: small.width, height: small.height, limit: maximumThumbnailSide)
        }
        let made = small == nil ? PhotoThumbnail.make(from: photo) : nil
        if small == nil, made == nil, max(photo.width, photo.height) > maximumThumbnailSide {
            throw .needsThumbnail(
                format: photo.format, width: photo.width, height: photo.height, limit: maximumThumbnailSide)
        }
        return PhotoDraft(
            original: PhotoFile(format: photo.format, data: Data(photo.bytes)),
            thumbnail: small.map { PhotoFile(format: $0.format, data: Data($0.bytes)) }
                ?? made.map { PhotoFile(format: .jpeg, data: Data($0)) },
            width: photo.width, height: photo.height)
    }

    static func scrub(_ data: Data) throws(PhotoRefusal) -> ScrubbedImage {
        guard !data.isEmpty else { throw .empty }
        guard data.count <= maximumBytes else { throw .tooLarge(limit: maximumBytes) }
        let bytes = [UInt8](data)
        let image: ScrubbedImage
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            image = try JPEGScrubber.scrub(bytes)
        } else if bytes.starts(with: PNGScrubber.signature) {
            image = try PNGScrubber.scrub(bytes)
        } else if bytes.has("RIFF", at: 0), bytes.has("WEBP", at: 8) {
            image = try WebPScrubber.scrub(bytes)
        } else if FileKind.isHEIC(bytes) {
            throw .heic
        } else {
            throw .notAPhoto(kind: FileKind.name(of: bytes))
        }
        let pixels = image.width.multipliedReportingOverflow(by: image.height)
        guard !pixels.overflow, pixels.partialValue <= maximumPixels else {
            throw .tooManyPixels(width: image.width, height: image.height, limit: maximumPixels)
        }
        return image
    }
}
