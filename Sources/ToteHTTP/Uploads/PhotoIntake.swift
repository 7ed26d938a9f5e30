import Foundation
import NIOPosix
import ToteDomain
import ToteImages

/// Photos uploaded to temporary files, read and scrubbed on the server's pool of blocking threads: as many at a time
/// as it has threads, so that however many uploads arrive at once, only that many photos are in memory, and the
/// threads that serve requests never wait on a disk.
public enum PhotoIntake {
    /// One uploaded photo: the name it was sent under, its file, and the file of its thumbnail, if one came.
    public struct Upload: Sendable {
        public let name: String
        public let photo: URL
        public let thumbnail: URL?

        public init(name: String, photo: URL, thumbnail: URL?) {
            self.name = name
            self.photo = photo
            self.thumbnail = thumbnail
        }
    }

    /// The photos the uploads hold, checked and scrubbed; throws ``RefusedPhoto`` for the first that is refused.
    /// The files are removed either way.
    public static func drafts(_ uploads: [Upload]) async throws -> [PhotoDraft] {
        defer {
            for upload in uploads {
                try? FileManager.default.removeItem(at: upload.photo)
                if let thumbnail = upload.thumbnail { try? FileManager.default.removeItem(at: thumbnail) }
            }
        }
        return try await NIOThreadPool.singleton.runIfActive {
            try uploads.map { upload throws(RefusedPhoto) in
                do throws(PhotoRefusal) {
                    return try PhotoScrubber.draft(
                        original: try read(upload.photo), thumbnail: try upload.thumbnail.map(read))
                } catch {
                    throw RefusedPhoto(name: upload.name, refusal: error)
                }
            }
        }
    }

    private static func read(_ url: URL) throws(PhotoRefusal) -> Data {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .unreadable }
        return data
    }
}
