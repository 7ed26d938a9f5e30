import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP

/// The bytes of photos, for the pages' thumbnails and for a photo opened on its own; members of the inventory only.
extension WebRoutes {
    static func addPhotos(_ routes: WebRouteBuilder, _ app: WebApp) {
        for (path, thumbnail) in [("/photos/{photo}/file", false), ("/photos/{photo}/thumbnail", true)] {
            routes.get(RouterPath(path)) { visit in
                let workspace = try await Workspace.load(for: visit, environment: app.environment)
                guard let id = visit.context.parameters.get("photo").flatMap(PhotoID.init(uuidString:)) else {
                    throw RequestError.pageNotFound
                }
                let queries = workspace.useCases.queries
                return try await PhotoResponse.make(
                    visit.request, photo: try await queries.photo(id), thumbnail: thumbnail
                ) {
                    try await queries.photoContents(id, thumbnail: thumbnail)
                }
            }
        }
    }
}
