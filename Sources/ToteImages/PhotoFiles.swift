import Foundation
import ToteDomain

/// Photos read from files named on the command line.
public enum PhotoFiles {
    /// The photo the file at `path` holds, checked and scrubbed; its size is checked before it is read. Throws
    /// ``RefusedPhoto`` naming the file.
    public static func draft(readingFile path: String) throws(RefusedPhoto) -> PhotoDraft {
        do throws(PhotoRefusal) {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            guard let size = attributes?[.size] as? Int, attributes?[.type] as? FileAttributeType == .typeRegular,
                let data = size <= PhotoScrubber.maximumBytes ? FileManager.default.contents(atPath: path) : Data()
            else { throw PhotoRefusal.unreadable }
            guard size <= PhotoScrubber.maximumBytes else {
                throw PhotoRefusal.tooLarge(limit: PhotoScrubber.maximumBytes)
            }
            return try PhotoScrubber.draft(original: data, thumbnail: nil)
        } catch {
            throw RefusedPhoto(name: path, refusal: error)
        }
    }
}
