import Foundation
import ToteDomain

/// How a photo is described to people, alike on the command line and the pages.
public enum PhotoSentence {
    /// "JPEG, 4032 × 3024, 2.4 MB", and ", cover" for the cover.
    public static func facts(of photo: Photo) -> String {
        "\(photo.format.name), \(photo.width) × \(photo.height), \(size(photo.byteCount))"
            + (photo.isCover ? ", cover" : "")
    }

    /// A size in bytes as people read it: "830 KB", "2.4 MB".
    public static func size(_ bytes: Int) -> String {
        if bytes < 1_000_000 { return "\(max(1, (bytes + 500) / 1_000)) KB" }
        return (Double(bytes) / 1_000_000).formatted(.number.precision(.fractionLength(1))) + " MB"
    }
}
