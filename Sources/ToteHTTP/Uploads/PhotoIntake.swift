import Foundation
import Hummingbird
import NIOCore
import NIOPosix
import ToteApplication
import ToteDomain
import ToteImages

/// Photos uploaded to temporary files, read, scrubbed and kept as many at a time as the server has cores: however
/// many uploads arrive at once, only that many photos are in memory, from reading their files to storing them, and
/// the reading and scrubbing run on the pool of blocking threads, so the threads that serve requests never wait on a
/// disk.
public enum PhotoIntake {
    /// One uploaded photo: the name it was sent under, its file, and the file of its thumbnail, if one came.
    public struct Upload: Sendable, Equatable {
        public let name: String
        public let photo: URL
        public let thumbnail: URL?

        public init(name: String, photo: URL, thumbnail: URL?) {
            self.name = name
            self.photo = photo
            self.thumbnail = thumbnail
        }
    }

    /// The most photos one request may add.
    public static let largestUpload = 20

    /// Refuses a photo larger than a photo may be, as soon as its upload passes the limit.
    public static let tooLarge =
        "a photo may be at most \(PhotoScrubber.maximumBytes / 1_048_576) MB; this one is larger"

    /// Reads a form of photos: each a part named `photo`, followed by a part named `thumbnail` for each or for
    /// none; the files are removed when the form is refused.
    public static func uploads(in request: Request, context: ToteRequestContext) async throws -> [Upload] {
        let form = try await MultipartUpload.read(
            request, context: context, upTo: PhotoScrubber.maximumBytes, files: 2 * largestUpload, tooLarge: tooLarge)
        return try uploads(from: form.files)
    }

    /// The photos among the files of a form already read; the files are removed when they are refused.
    public static func uploads(from files: [MultipartUpload.File]) throws -> [Upload] {
        let photos = files.filter { $0.field == "photo" }
        let thumbnails = files.filter { $0.field == "thumbnail" }
        guard !photos.isEmpty, thumbnails.isEmpty || thumbnails.count == photos.count,
            photos.count + thumbnails.count == files.count
        else {
            for file in files { try? FileManager.default.removeItem(at: file.url) }
            if files.isEmpty { throw PhotoChoice.none }
            throw RequestError.malformed(
                "send each photo as a part named photo, with a part named thumbnail after each or after none")
        }
        return photos.enumerated().map { index, photo in
            Upload(name: photo.name, photo: photo.url, thumbnail: thumbnails.isEmpty ? nil : thumbnails[index].url)
        }
    }

    private static let gate = IntakeGate(slots: System.coreCount)

    /// Hands `keep` the photos the uploads hold, checked and scrubbed, once a place is free, and holds the place until
    /// `keep` has stored them. Throws ``RefusedPhoto`` for the first photo refused; the files are removed either way.
    public static func take<Result: Sendable>(
        _ uploads: [Upload], _ keep: @escaping @Sendable ([PhotoDraft]) async throws -> Result
    ) async throws -> Result {
        try await gate.passing { try await keep(try await drafts(uploads)) }
    }

    private static func drafts(_ uploads: [Upload]) async throws -> [PhotoDraft] {
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

/// A form of photos that holds none: the person chose no file.
public enum PhotoChoice: Error, CorrectableError {
    case none

    public var description: String { "choose a photo to add, or take one" }
}
