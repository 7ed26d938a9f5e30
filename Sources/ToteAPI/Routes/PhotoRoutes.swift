import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteImages
import ToteJSON

/// `photos`: photos of boxes and items, uploaded as the request's body or as `multipart/form-data`, listed, fetched
/// (the photo or its thumbnail), made the cover and removed.
enum PhotoRoutes {
    static func add(to inventory: InventoryGroups, environment: ServerEnvironment) {
        for (path, subject) in [("boxes/{box}/photos", boxSubject), ("items/{item}/photos", itemSubject)] {
            inventory.reading.get(RouterPath(path)) { request, context in
                let access = try await environment.inventory(of: request, context: context)
                let photos = try await access.useCases.queries.photos(of: subject(context.parameters))
                return JSONResponse.make(.array(photos.map(PhotoJSON.photo)))
            }
            inventory.changing.post(RouterPath(path)) { request, context in
                let access = try await environment.inventory(of: request, context: context, for: .change)
                let subject = try subject(context.parameters)
                let commands = access.useCases.commands
                let photos = try await PhotoIntake.take(try await uploads(in: request, context: context)) { drafts in
                    try await commands.addPhotos(AddPhotosRequest(subject: subject, drafts: drafts))
                }
                return JSONResponse.make(.array(photos.map(PhotoJSON.photo)), status: .created)
            }
        }
        inventory.reading.get("photos/{photoId}") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            return JSONResponse.make(
                PhotoJSON.photo(try await access.useCases.queries.photo(context.parameters.photoID())))
        }
        for (path, thumbnail) in [("photos/{photoId}/file", false), ("photos/{photoId}/thumbnail", true)] {
            inventory.reading.get(RouterPath(path)) { request, context in
                let access = try await environment.inventory(of: request, context: context)
                let id = try context.parameters.photoID()
                let queries = access.useCases.queries
                return try await PhotoResponse.make(request, photo: try await queries.photo(id), thumbnail: thumbnail) {
                    try await queries.photoContents(id, thumbnail: thumbnail)
                }
            }
        }
        inventory.changing.post("photos/{photoId}/cover") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let photo = try await access.useCases.commands.makeCover(context.parameters.photoID())
            return JSONResponse.make(PhotoJSON.photo(photo))
        }
        inventory.changing.delete("photos/{photoId}") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            try await access.useCases.commands.removePhoto(context.parameters.photoID())
            return JSONResponse.noContent
        }
    }

    private static func boxSubject(_ parameters: Parameters) throws -> PhotoSubject {
        .box(try parameters.boxNumber())
    }

    private static func itemSubject(_ parameters: Parameters) throws -> PhotoSubject {
        .item(try parameters.itemNumber())
    }

    /// The photos a request carries: its whole body, or the `photo` parts of a form, each with the `thumbnail`
    /// part sent after it, if any.
    private static func uploads(in request: Request, context: ToteRequestContext) async throws
        -> [PhotoIntake.Upload]
    {
        guard request.headers[.contentType]?.lowercased().hasPrefix("multipart/") == true else {
            let file = try await TemporaryFile.receive(
                request, context: context, upTo: PhotoScrubber.maximumBytes, tooLarge: PhotoIntake.tooLarge)
            return [PhotoIntake.Upload(name: "the photo", photo: file, thumbnail: nil)]
        }
        return try await PhotoIntake.uploads(in: request, context: context)
    }
}
