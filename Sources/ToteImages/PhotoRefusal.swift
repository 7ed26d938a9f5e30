import ToteApplication
import ToteDomain

/// Why a file was not taken as a photo, in words the person who chose it can act on.
public enum PhotoRefusal: Error, Equatable, Sendable, CorrectableError {
    case empty
    /// A path that names no file Tote may read.
    case unreadable
    case tooLarge(limit: Int)
    /// A file of another kind; `kind` names it when its first bytes tell ("an SVG drawing").
    case notAPhoto(kind: String?)
    /// A HEIC or HEIF photo, which Tote cannot read yet.
    case heic
    /// A photo that carries a web page or a script beside its picture: a file made to be two things at once.
    case hiddenMarkup
    /// A file that starts as a photo but is broken or cut short.
    case damaged(PhotoFormat, String)
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// A thumbnail larger than a thumbnail may be.
    case thumbnailTooLarge(width: Int, height: Int, limit: Int)
    /// A photo larger than a thumbnail may be that came without one, in a form the server makes none of.
    case needsThumbnail(format: PhotoFormat, width: Int, height: Int, limit: Int)

    public var description: String {
        switch self {
        case .empty:
            "the file is empty"
        case .unreadable:
            "no such file, or not one Tote may read"
        case .tooLarge(let limit):
            "the file is larger than \(limit / 1_048_576) MB, the most a photo may be"
        case .notAPhoto(let kind?):
            "this is \(kind), not a photo; Tote keeps JPEG, PNG and WebP photos"
        case .notAPhoto(nil):
            "this is not a photo Tote can read; it keeps JPEG, PNG and WebP photos"
        case .heic:
            "this is a HEIC photo, which Tote cannot keep yet; save it as JPEG (an iPhone does when Settings › "
                + "Camera › Formats is Most Compatible) and add it again"
        case .hiddenMarkup:
            "this file is a photo with a web page or a script hidden in it; Tote keeps no such file"
        case .damaged(let format, let reason):
            "this \(format.name) file is damaged: \(reason)"
        case .tooManyPixels(let width, let height, let limit):
            "this photo is \(width) × \(height) pixels; Tote keeps photos of at most \(limit / 1_000_000) million "
                + "pixels"
        case .thumbnailTooLarge(let width, let height, let limit):
            "the thumbnail is \(width) × \(height) pixels; a thumbnail may be at most \(limit) pixels on its longest "
                + "side"
        case .needsThumbnail(.jpeg, let width, let height, let limit):
            "this JPEG photo is \(width) × \(height) pixels, came without a thumbnail and is of a kind Tote makes "
                + "none of (arithmetic-coded, lossless or 12-bit, or damaged inside); a photo larger than \(limit) "
                + "pixels on its longest side needs one: add it from the web page, which makes one, or save it again "
                + "as an ordinary JPEG"
        case .needsThumbnail(let format, let width, let height, let limit):
            "this \(format.name) photo is \(width) × \(height) pixels and came without a thumbnail; Tote makes "
                + "thumbnails of JPEG photos only, and shows any other photo larger than \(limit) pixels on its "
                + "longest side only with a thumbnail: add it from the web page, which makes one, or save it as JPEG"
        }
    }
}

/// A refused file, named as the person chose it.
public struct RefusedPhoto: Error, Equatable, Sendable, CorrectableError {
    public let name: String
    public let refusal: PhotoRefusal

    public init(name: String, refusal: PhotoRefusal) {
        self.name = name
        self.refusal = refusal
    }

    public var description: String { "\(name): \(refusal); no photo was added" }
}
