import Foundation
import OpenAPIRuntime
import ToteApplication
import ToteDomain
import ToteImages

/// The photos of a server's boxes and items, through the same ports as a store's.
extension ServerInventory {
    /// The most photos the server takes in one request.
    static let photosPerRequest = 20

    public func photos(of subject: PhotoSubject) async throws -> [Photo] {
        let photos = try await access.call {
            let client = try access.server.client()
            return switch subject {
            case .box(let number):
                try await client.listBoxPhotos(path: .init(inventoryId: path, box: number.value)).ok.body.json
            case .item(let number):
                try await client.listItemPhotos(path: .init(inventoryId: path, item: number.value)).ok.body.json
            }
        }
        return try photos.map(Self.photo)
    }

    public func photo(_ id: PhotoID) async throws -> Photo {
        try Self.photo(
            try await access.call {
                try await access.server.client().getPhoto(path: .init(inventoryId: path, photoId: id.description))
                    .ok.body.json
            })
    }

    public func photoContents(_ id: PhotoID, thumbnail: Bool) async throws -> PhotoContents {
        let photo = try await photo(id)
        let (format, body) = try await access.call {
            let client = try access.server.client()
            let answer: (PhotoFormat, HTTPBody) =
                if thumbnail {
                    switch try await client.getPhotoThumbnail(path: .init(inventoryId: path, photoId: id.description))
                        .ok.body
                    {
                    case .jpeg(let body): (.jpeg, body)
                    case .png(let body): (.png, body)
                    case .image_webp(let body): (.webp, body)
                    }
                } else {
                    switch try await client.getPhotoFile(path: .init(inventoryId: path, photoId: id.description)).ok
                        .body
                    {
                    case .jpeg(let body): (.jpeg, body)
                    case .png(let body): (.png, body)
                    case .image_webp(let body): (.webp, body)
                    }
                }
            return answer
        }
        let data = try await access.call { try await Data(collecting: body, upTo: PhotoScrubber.maximumBytes) }
        return PhotoContents(photo: photo, file: PhotoFile(format: format, data: data))
    }

    /// Lists on a server show their covers on its own pages; the command line shows none.
    public func covers(of subjects: [PhotoSubject]) async throws -> [PhotoSubject: Photo] {
        throw ServerUnsupported("listing cover photos")
    }

    /// Sends the originals; the server makes the thumbnails, as it does for its own pages.
    public func addPhotos(_ request: AddPhotosRequest) async throws -> [Photo] {
        guard request.drafts.count <= Self.photosPerRequest else {
            throw ServerUnsupported("adding more than \(Self.photosPerRequest) photos at once")
        }
        let files = request.drafts.map { Data($0.original.data) }
        let photos = try await access.write { client, key in
            switch request.subject {
            case .box(let number):
                let parts = files.map { data in
                    Operations.addBoxPhotos.Input.Body.multipartFormPayload.photo(
                        .init(payload: .init(body: HTTPBody(data)), filename: "photo"))
                }
                return try await client.addBoxPhotos(
                    path: .init(inventoryId: path, box: number.value), headers: .init(Idempotency_hyphen_Key: key),
                    body: .multipartForm(MultipartBody(parts))
                ).created.body.json
            case .item(let number):
                let parts = files.map { data in
                    Operations.addItemPhotos.Input.Body.multipartFormPayload.photo(
                        .init(payload: .init(body: HTTPBody(data)), filename: "photo"))
                }
                return try await client.addItemPhotos(
                    path: .init(inventoryId: path, item: number.value), headers: .init(Idempotency_hyphen_Key: key),
                    body: .multipartForm(MultipartBody(parts))
                ).created.body.json
            }
        }
        return try photos.map(Self.photo)
    }

    /// Answers the photo as it was just before it was removed.
    public func removePhoto(_ photo: PhotoID) async throws -> Photo {
        let removed = try await self.photo(photo)
        _ = try await access.write { client, key in
            try await client.removePhoto(
                path: .init(inventoryId: path, photoId: photo.description), headers: .init(Idempotency_hyphen_Key: key)
            ).noContent
        }
        return removed
    }

    public func makeCover(_ photo: PhotoID) async throws -> Photo {
        try Self.photo(
            try await access.write { client, key in
                try await client.makePhotoCover(
                    path: .init(inventoryId: path, photoId: photo.description),
                    headers: .init(Idempotency_hyphen_Key: key)
                ).ok.body.json
            })
    }

    static func photo(_ photo: Components.Schemas.Photo) throws -> Photo {
        let subject: PhotoSubject
        switch (photo.box, photo.item) {
        case (let box?, nil): subject = .box(try BoxNumber(box))
        case (nil, let item?): subject = .item(try ItemNumber(item))
        default: throw ServerReadings.unreadable("a photo of neither a box nor an item")
        }
        guard let id = PhotoID(uuidString: photo.id),
            let format = PhotoFormat.allCases.first(where: { $0.mediaType == photo.mediaType.rawValue })
        else { throw ServerReadings.unreadable("a photo") }
        return Photo(
            id: id, subject: subject, format: format, width: photo.width, height: photo.height,
            byteCount: photo.bytes, thumbnailByteCount: photo.thumbnailBytes, isCover: photo.cover,
            addedAt: photo.addedAt)
    }
}
