import HTTPTypes
import Hummingbird
import NIOCore
import ToteApplication
import ToteDomain

/// A photo's bytes as served: typed by what they are (found from the bytes when the photo was added), shown inline
/// under a name of their kind, and cached for good, since a photo's bytes never change: a browser asks once, and
/// again only with `If-None-Match`, which is answered 304 with no body.
public enum PhotoResponse {
    /// The photo's entity tag: its handle and which of its files.
    public static func entityTag(of photo: Photo, thumbnail: Bool) -> String {
        "\"\(photo.id)-\(thumbnail ? "thumbnail" : "photo")\""
    }

    /// Whether the request already holds this file, by its entity tag.
    public static func isFresh(_ request: Request, photo: Photo, thumbnail: Bool) -> Bool {
        let tag = entityTag(of: photo, thumbnail: thumbnail)
        return request.headers[.ifNoneMatch]?.split(separator: ",").contains {
            let candidate = $0.trimmingCharacters(in: .whitespaces)
            return candidate == tag || candidate == "W/" + tag || candidate == "*"
        } ?? false
    }

    /// 304 when the request holds the file already (its bytes are not read), else the bytes `read` gives.
    public static func make(
        _ request: Request, photo: Photo, thumbnail: Bool, read: () async throws -> PhotoContents
    ) async throws -> Response {
        var headers: HTTPFields = [
            .eTag: entityTag(of: photo, thumbnail: thumbnail), .cacheControl: "private, max-age=31536000, immutable",
        ]
        guard !isFresh(request, photo: photo, thumbnail: thumbnail) else {
            return Response(status: .notModified, headers: headers)
        }
        let file = try await read().file
        headers[.contentType] = file.format.mediaType
        headers[.contentDisposition] =
            "inline; filename=\"\(thumbnail ? "thumbnail" : "photo")-\(photo.id).\(file.format.fileExtension)\""
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(data: file.data)))
    }
}
